import { randomBytes } from "node:crypto";
import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_ADMIN_KEY, E2E_OWN_PORT_BASE } from "../fixtures/env.ts";
import { startOwnServer, type OwnServer } from "../fixtures/own-server.ts";
import { keepScreenshot } from "../fixtures/screenshots.ts";
import { advanceServerClock } from "../fixtures/server-clock.ts";
import {
  createDriver,
  ensureTestService,
  north,
  type Point,
  somewhereInEstonia,
  submitRequestFromPage,
  waitForOffer,
  accept,
  type TestDriver,
} from "../tracking/dispatch-fixtures.ts";
import { PASSWORD, signIn } from "./console-fixtures.ts";

// A request's record through every hand it passes: a decline, a time-out with its call-back, an operator's
// assignment (which closes the call-back), a replacement and a cancel; and a finished request found again by
// plate. The time-out moves the server's clock, so this spec has a server of its own.
const TIMEOUT_SECONDS = 120;
const PORT_OFFSET = 55;
const BASE_URL = `http://127.0.0.1:${E2E_OWN_PORT_BASE + PORT_OFFSET}`;
const SERVICE = "e2e-console-requests";

let server: OwnServer | undefined;
let admin: APIRequestContext;

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ baseURL: BASE_URL, isMobile: false, hasTouch: false });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer("console-requests", PORT_OFFSET, {
    DISPATCH_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    TEST_CLOCK: "on",
    SIMULATOR: "off",
  });
  await ensureTestService(SERVICE, BASE_URL);
  admin = await request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Authorization: `Bearer ${E2E_ADMIN_KEY}` },
  });
});

test.afterAll(async () => {
  await admin?.dispose();
  await server?.stop();
});

/** An operator of the spec's service with a name the timeline shows. */
async function operatorNamed(name: string) {
  const email = `op-${randomBytes(4).toString("hex")}@example.com`;
  const api = await request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Authorization: `Bearer ${E2E_ADMIN_KEY}` },
  });
  const res = await api.post("/api/v1/admin/operators", {
    data: { email, name, password: PASSWORD, memberships: [{ service: SERVICE, role: "OPERATOR" }] },
  });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
  return email;
}

/** A driver of this spec's server; retired at the end so the next test's request is not offered to them. */
const driverAt = (p: Point, name: string) => createDriver(p, name, BASE_URL, admin);
const retire = async (driver: TestDriver) => {
  await admin.patch(`/api/v1/admin/drivers/${driver.id}`, { data: { available: false } });
  await driver.api.dispose();
};

const timelineRows = (page: Page) => page.getByRole("region", { name: "Timeline" }).getByRole("listitem");

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}px the timeline names each actor in order, and the call-back closes on assignment`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const at = somewhereInEstonia();
    const jaan = await driverAt(north(at, 500), "Jaan Tamm");
    const email = await operatorNamed("Mari Maasikas");
    await signIn(page, email);
    await expect(page.getByRole("heading", { name: "Live board" })).toBeVisible();

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: BASE_URL });
    const created = await submitRequestFromPage(await phone.newPage(), at, { serviceName: SERVICE }, BASE_URL);
    await phone.close();
    const offer = await waitForOffer(jaan, created.id);
    const declined = await jaan.api.post(`/api/v1/driver/offers/${offer}/decline`, { data: { reason: "TOO_FAR" } });
    expect(declined.status(), await declined.text()).toBe(204);

    // Nobody else near: it times out and waits under Call-backs; the request opens from there.
    await advanceServerClock(TIMEOUT_SECONDS + 1, BASE_URL);
    const nav = page.getByRole("link", { name: /Call-backs/ });
    await expect(nav.getByLabel("1 waiting")).toBeVisible({ timeout: 15_000 });
    await nav.click();
    await page.getByRole("link", { name: created.externalId }).click();
    await expect(page.getByRole("heading", { name: `Request ${created.externalId}` })).toBeVisible();
    await expect(page.getByText("Flat tires")).toBeVisible();
    await expect(page.getByRole("region", { name: "Map of the pickup" })).toBeVisible();

    await page.getByRole("button", { name: "Assign Jaan Tamm" }).click();
    await expect(page.getByText("Jaan Tamm has the job.")).toBeVisible();
    const peeter = await driverAt(north(at, 900), "Peeter Puu");
    await page.reload();
    await page.getByRole("button", { name: "Assign Peeter Puu" }).click();
    await expect(page.getByText("Peeter Puu has the job.")).toBeVisible();

    await page.getByRole("button", { name: "Cancel request" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel the request" });
    const confirm = dialog.getByRole("button", { name: "Cancel the request" });
    await dialog.getByRole("radio", { name: "Other" }).check();
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Note (required for Other)").fill("Customer got a lift");
    await dialog.getByRole("radio", { name: "The customer asked" }).check();
    await expectNoAxeViolations(page);
    await confirm.click();
    await expect(dialog).toBeHidden();

    await expect(timelineRows(page)).toHaveText([
      /Submitted by the customer.*Customer · Kati Karu/,
      /Offered to Jaan Tamm \(wave 1\).*Dispatch engine/,
      /Jaan Tamm declined — too far.*Driver · Jaan Tamm/,
      /Nobody accepted in time.*Dispatch engine/,
      /Assigned to Jaan Tamm by Mari Maasikas.*Operator · Mari Maasikas/,
      /Call-back closed: a driver was assigned.*Dispatch engine/,
      /Assigned to Peeter Puu by Mari Maasikas.*Operator · Mari Maasikas/,
      /Cancelled by Mari Maasikas — The customer asked — Customer got a lift.*Operator · Mari Maasikas/,
    ]);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, `console-request-timeline-${viewport.width}`, { fullPage: true });
    await page.emulateMedia({ colorScheme: "dark" });
    await keepScreenshot(page, `console-request-timeline-${viewport.width}-dark`, { fullPage: true });
    await page.emulateMedia({ colorScheme: "light" });

    // The call-back closed itself when the driver was assigned, and says so.
    await nav.click();
    await expect(page.getByText("Nobody is waiting for a call.")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: created.externalId })).toContainText(
      "Closed: a driver was assigned",
    );
    await retire(jaan);
    await retire(peeter);
  });

  test(`at ${viewport.width}px a finished request is found by plate on Requests, with the driver who did it`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const at = somewhereInEstonia();
    const mart = await driverAt(north(at, 400), "Mart Mets");
    await signIn(page, await operatorNamed("Kadri Kuusk"));
    await expect(page.getByRole("heading", { name: "Live board" })).toBeVisible();
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: BASE_URL });
    const created = await submitRequestFromPage(await phone.newPage(), at, { serviceName: SERVICE }, BASE_URL);
    await phone.close();
    await accept(mart, await waitForOffer(mart, created.id));
    const finished = await mart.api.post(`/api/v1/driver/jobs/${created.id}/finish`);
    expect(finished.status(), await finished.text()).toBe(200);

    await page.getByRole("link", { name: "Requests", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Requests" })).toBeVisible();
    await page.getByLabel("Search").fill("123 abc");
    const row = page.getByRole("row").filter({ hasText: created.externalId });
    await expect(row).toContainText("Finished");
    await expect(row).toContainText("Mart Mets");
    await page.getByLabel("State").selectOption({ label: "Finished" });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, `console-requests-${viewport.width}`, { fullPage: true });
    await page.emulateMedia({ colorScheme: "dark" });
    await keepScreenshot(page, `console-requests-${viewport.width}-dark`, { fullPage: true });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: "light" });

    await row.getByRole("link", { name: created.externalId }).click();
    await expect(page.getByRole("heading", { name: `Request ${created.externalId}` })).toBeVisible();
    await expect(page.getByText("Driver who did the job")).toBeVisible();
    await expect(page.getByRole("region", { name: "Details" })).toContainText("Mart Mets");
    await expect(timelineRows(page).last()).toHaveText(/Mart Mets finished the job.*Driver · Mart Mets/);
    await retire(mart);
  });
}
