import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { fileClaim } from "../cases/case-fixtures.ts";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_OWN_PORT_BASE } from "../fixtures/env.ts";
import { startOwnServer, type OwnServer } from "../fixtures/own-server.ts";

// A feedback link lives for FEEDBACK_LINK_TTL_DAYS, far too long to wait for. This spec's server runs on
// a PostgreSQL database of its own, so the test can age an invitation that server really issued and the
// page shows the server's own EXPIRED answer.
const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL;
const PORT_OFFSET = 45;
const BASE_URL = `http://127.0.0.1:${E2E_OWN_PORT_BASE + PORT_OFFSET}`;
const DATABASE_NAME = `hitch_e2e_feedback_${randomBytes(4).toString("hex")}`;

let server: OwnServer | undefined;
let admin: pg.Client | undefined;

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

test.skip(!ADMIN_DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL (.ci/run does)");
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: BASE_URL });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${DATABASE_NAME}"`);
  server = await startOwnServer("feedback-expired", PORT_OFFSET, { DATABASE_URL: databaseUrl(DATABASE_NAME) });
});

test.afterAll(async () => {
  await server?.stop();
  await admin?.query(`DROP DATABASE IF EXISTS "${DATABASE_NAME}" WITH (FORCE)`);
  await admin?.end();
});

test("a feedback link past its lifetime says 'The link has expired!', and the form never shows", async ({ page }) => {
  const filed = await fileClaim(page.request, { baseURL: BASE_URL });
  const invitation = await page.request.get(`/api/v1/public/feedback?claimUuid=${filed.claimUuid}`);
  expect(invitation.status(), await invitation.text()).toBe(200);
  const { uuid } = (await invitation.json()) as { uuid: string };

  const database = new pg.Client({ connectionString: databaseUrl(DATABASE_NAME) });
  await database.connect();
  try {
    // The table keeps only the link's SHA-256, as the server hashes it.
    const aged = await database.query(
      "update feedback set expires_at = now() - interval '1 minute' where uuid_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')",
      [uuid.toLowerCase()],
    );
    expect(aged.rowCount).toBe(1);
  } finally {
    await database.end();
  }

  await page.goto(`/feedback/${uuid}?caseType=CLAIM&language=en`);
  await expect(page.getByRole("heading", { name: "The link has expired!" })).toBeVisible();
  await expect(page.getByTestId("feedback-submit")).toHaveCount(0);
  await expectNoAxeViolations(page);

  const validation = await page.request.put(`/api/v1/public/feedback/${uuid}/validate?caseType=CLAIM`);
  expect(await validation.json()).toEqual({ state: "EXPIRED" });
});
