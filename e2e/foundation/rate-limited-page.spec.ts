import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_OWN_PORT_BASE } from "../fixtures/env.ts";
import { startOwnServer, type OwnServer } from "../fixtures/own-server.ts";

// A page that looks a code up (a link, a case's status) counts against the same per-address limit as the API
// routes that check those codes. This spec's server allows two a minute, so the third shows the limit's page.
const PORT_OFFSET = 53;
const BASE_URL = `http://127.0.0.1:${E2E_OWN_PORT_BASE + PORT_OFFSET}`;

let server: OwnServer | undefined;

test.describe.configure({ timeout: 120_000 });
test.use({ baseURL: BASE_URL });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer("rate-limited-page", PORT_OFFSET, { RATE_LIMIT_LINK_PER_MINUTE: "2" });
});

test.afterAll(async () => {
  await server?.stop();
});

test("the third case-status page in a minute says, in the reader's language, to wait and try again", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ locale: "lt-LT", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const path = `/cases/status?code=${"Q".repeat(22)}`;
  for (let i = 0; i < 2; i++) expect((await page.goto(path))?.status()).toBe(200);

  const limited = await page.goto(path);
  expect(limited?.status()).toBe(429);
  expect(Number(limited?.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await page.locator("html").getAttribute("lang")).toBe("lt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Per daug bandymų. Palaukite akimirką ir bandykite dar kartą.",
  );
  // The page stays as it is: no app starts behind it to look the code up again.
  await expect(page.locator("script[src]")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Bandyti dar kartą" })).toHaveAttribute("href", "");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("rate-limited-lt.png") });
  await context.close();
});
