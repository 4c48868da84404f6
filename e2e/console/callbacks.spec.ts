import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_OWN_PORT_BASE } from "../fixtures/env.ts";
import { startOwnServer, type OwnServer } from "../fixtures/own-server.ts";
import { advanceServerClock } from "../fixtures/server-clock.ts";
import { ensureTestService, somewhereInEstonia, submitRequestFromPage } from "../tracking/dispatch-fixtures.ts";
import { createConsoleOperator, signIn } from "./console-fixtures.ts";

// A request nobody accepts reaches the console's Call-backs: its clock is moved past the dispatch deadline,
// which would time out every other spec's request on the shared server, so this spec has a server of its own.
const TIMEOUT_SECONDS = 120;
const PORT_OFFSET = 47;
const BASE_URL = `http://127.0.0.1:${E2E_OWN_PORT_BASE + PORT_OFFSET}`;
const SERVICE = "e2e-console-callbacks";

let server: OwnServer | undefined;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer("console-callbacks", PORT_OFFSET, {
    DISPATCH_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    TEST_CLOCK: "on",
  });
  await ensureTestService(SERVICE, BASE_URL);
});

test.afterAll(async () => {
  await server?.stop();
});

test("a timed-out request waits under Call-backs with a count, and is marked handled with a note", async ({
  page,
  browser,
}) => {
  const email = await createConsoleOperator([{ service: SERVICE, role: "OPERATOR" }], false, BASE_URL);
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Live board" })).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: BASE_URL });
  const created = await submitRequestFromPage(
    await phone.newPage(),
    somewhereInEstonia(),
    { serviceName: SERVICE },
    BASE_URL,
  );
  await phone.close();
  await expect(page.getByRole("row").filter({ hasText: created.externalId })).toBeVisible();

  // On another screen when the time runs out: the navigation counts the call-back at once (from the change
  // stream, well before its 30 s re-read), and the board no longer has the request.
  await page.getByRole("link", { name: "SMS", exact: true }).click();
  await expect(page.getByRole("heading", { name: "SMS" })).toBeVisible();
  await advanceServerClock(TIMEOUT_SECONDS + 1, BASE_URL);
  const nav = page.getByRole("link", { name: /Call-backs/ });
  await expect(nav.getByLabel("1 waiting")).toBeVisible({ timeout: 10_000 });
  await page.getByRole("link", { name: "Live board", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Live board" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: created.externalId })).toHaveCount(0);

  await nav.click();
  const card = page.getByRole("listitem").filter({ hasText: created.externalId });
  await expect(card).toContainText("Kati Karu");
  await expect(card.getByRole("link", { name: "+37255512345" })).toHaveAttribute("href", "tel:+37255512345");
  await expectNoAxeViolations(page);
  await card.getByLabel("Note").fill("Customer found a truck themselves");
  await card.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByText("Nobody is waiting for a call.")).toBeVisible();
  await expect(nav.getByLabel("1 waiting")).toHaveCount(0);

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("row").filter({ hasText: "callback.handle" })).toContainText(
    "Customer found a truck themselves",
  );
});
