import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { operatorApi } from "../fixtures/operator.ts";
import {
  accept,
  createDriver,
  ensureTestService,
  north,
  retireDriver,
  serverStatus,
  somewhereInEstonia,
  storedSession,
  submitRequestFromPage,
  waitForOffer,
  type TestDriver,
} from "./dispatch-fixtures.ts";

const TEST_SERVICE = "e2e-tracking-test";
const PROGRESS_MESSAGES = [
  "Your request has been received",
  "Informing the operators",
  "Locating your position",
  "Searching for tow trucks nearby",
  "Tow trucks found near you",
  "Sending your information to the drivers",
  "Drivers are evaluating your request",
  "Waiting for a reply from a driver…",
];

/** Records every distinct text the finding screen's current message shows, as it changes. */
async function recordProgressMessages(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="progress-message"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}
const drivers: TestDriver[] = [];

// Each test waits on the real dispatch engine (stages a worker tick apart) and runs axe several times.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  await ensureTestService(TEST_SERVICE);
});

test.afterEach(async () => {
  for (const driver of drivers.splice(0)) await retireDriver(driver);
});

test.describe("tracking the tow truck", () => {
  test("follows the search, shows the accepted driver with a countdown, moves the truck, and ends finished", async ({
    page,
  }) => {
    const customer = somewhereInEstonia();
    const driver = await createDriver(north(customer, 2500), "Tõnu Tamm");
    drivers.push(driver);

    await recordProgressMessages(page);
    const request = await submitRequestFromPage(page, customer, { serviceName: TEST_SERVICE });
    await expect(page.getByRole("heading", { name: "Finding a tow truck" })).toBeVisible();
    await expect(page.getByText("It takes at most 2 minutes.")).toBeVisible();
    // The message follows the engine's stage: the driver opening the offer moves it to 'evaluating'.
    const offerId = await waitForOffer(driver, request.id);
    await expect(page.getByTestId("progress-message")).toHaveText("Drivers are evaluating your request");
    await expect(page.getByRole("list", { name: "Search progress" }).getByRole("listitem")).toHaveCount(8);
    await expectNoAxeViolations(page);
    expect((await storedSession(page)).isTestService).toBe(true);

    await accept(driver, offerId);
    await expect(page.getByRole("heading", { name: "Your tow truck is on the way" })).toBeVisible();
    // Every message shown came in the order of the eight, moving only forward, as the stages did; at
    // least once (the driver opening the offer makes it 'Drivers are evaluating your request').
    const shown: string[] = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    const positions = shown.map((text) => PROGRESS_MESSAGES.indexOf(text));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBeGreaterThanOrEqual(2);
    expect(shown).toContain("Drivers are evaluating your request");
    await expect(page.getByTestId("driver-name")).toHaveText("Tõnu Tamm");
    await expect(page.getByText("E2E Puksiir OÜ")).toBeVisible();
    await expect(page.getByRole("link", { name: "Call the driver" })).toHaveAttribute("href", "tel:+3725551234");
    await expect(page.getByTestId("arrival")).toContainText(/Arrives at about\d\d:\d\d/);
    await expect(page.getByText("Your driver has changed", { exact: false })).toHaveCount(0);
    const map = page.getByTestId("truck-map");
    await expect(map.locator(".leaflet-marker-icon")).toHaveCount(2);
    await expectNoAxeViolations(page);

    // The truck drives toward the customer: the stream brings its position and a shorter ETA.
    const before = await map.getAttribute("data-truck");
    const closer = north(customer, 400);
    const moved = await driver.api.post("/api/v1/driver/location", { data: closer });
    expect(moved.status()).toBe(204);
    await expect(map).toHaveAttribute("data-truck", `${closer.latitude},${closer.longitude}`);
    expect(before).not.toBe(`${closer.latitude},${closer.longitude}`);
    await expect(page.getByTestId("arrival")).toContainText(/in [1-3] min$/);

    const finished = await driver.api.post(`/api/v1/driver/jobs/${request.id}/finish`);
    expect(finished.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Job finished" })).toBeVisible();
    expect((await storedSession(page)).isTestService).toBe(false);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole("heading", { name: "Job finished" })).toBeVisible();
  });

  test("warns that the driver changed when the job is handed over", async ({ page }) => {
    const customer = somewhereInEstonia();
    const first = await createDriver(north(customer, 1000), "Mati Mets");
    const second = await createDriver(north(customer, 3000), "Mari Maasikas");
    drivers.push(first, second);

    const request = await submitRequestFromPage(page, customer);
    await accept(first, await waitForOffer(first, request.id));
    await expect(page.getByTestId("driver-name")).toHaveText("Mati Mets");

    const handOver = await first.api.post(`/api/v1/driver/jobs/${request.id}/hand-over`, {
      data: { driverId: second.id },
    });
    expect(handOver.status(), await handOver.text()).toBe(202);
    // The colleague's yes moves the job.
    await accept(second, await waitForOffer(second, request.id));
    await expect(page.getByTestId("driver-name")).toHaveText("Mari Maasikas");
    await expect(page.getByRole("alert")).toHaveText("Your driver has changed. A new driver is now on the way to you.");
    await expectNoAxeViolations(page);

    // The warning survives a reload: the server still marks the assignment as transferred.
    await page.reload();
    await expect(page.getByRole("alert")).toContainText("Your driver has changed");
  });

  test("cancels the order after a confirmation, while searching and after a driver accepted", async ({ page }) => {
    const customer = somewhereInEstonia();
    const searching = await submitRequestFromPage(page, customer);
    await expect(page.getByRole("heading", { name: "Finding a tow truck" })).toBeVisible();

    await page.getByRole("button", { name: "Cancel the order" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel the tow truck order?" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "No, keep the order" }).click();
    await expect(dialog).toBeHidden();
    expect(await serverStatus(page, searching.id)).toBe("PENDING");

    await page.getByRole("button", { name: "Cancel the order" }).click();
    await dialog.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(page.getByRole("heading", { name: "Your order has been cancelled" })).toBeVisible();
    expect(await serverStatus(page, searching.id)).toBe("CLIENT_CANCELLED");
    await expectNoAxeViolations(page);

    const driver = await createDriver(north(customer, 800), "Peeter Puu");
    drivers.push(driver);
    const accepted = await submitRequestFromPage(page, customer);
    await accept(driver, await waitForOffer(driver, accepted.id));
    await expect(page.getByTestId("driver-name")).toHaveText("Peeter Puu");
    await page.getByRole("button", { name: "Cancel the order" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel" }).click();
    await expect(page.getByRole("heading", { name: "Your order has been cancelled" })).toBeVisible();
    expect(await serverStatus(page, accepted.id)).toBe("CLIENT_CANCELLED");
  });

  test("says the status could not be loaded when neither the stream nor the status route answers", async ({ page }) => {
    await page.route(/\/assistance-request\/\d+\/status(\/stream)?$/, (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503, code: "INTERNAL_ERROR" } }),
    );
    await submitRequestFromPage(page, somewhereInEstonia());
    await expect(
      page.getByRole("heading", { name: "Failed to load status. Please refresh the page to see latest status." }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Polling carries on, so the page recovers by itself once the server answers again.
    await page.unroute(/\/assistance-request\/\d+\/status(\/stream)?$/);
    await expect(page.getByRole("heading", { name: "Finding a tow truck" })).toBeVisible({ timeout: 15_000 });
  });

  test("a session that ended offers the service's Call button instead of a refresh that cannot help", async ({
    page,
  }) => {
    await submitRequestFromPage(page, somewhereInEstonia());
    await expect(page.getByRole("heading", { name: "Finding a tow truck" })).toBeVisible();
    await page.context().clearCookies();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Link has expired" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call +3726000000" })).toHaveAttribute("href", "tel:+3726000000");
    await expect(page.getByRole("button", { name: "Refresh the page" })).toHaveCount(0);
  });

  test("links revoked while the customer tracks end the screen with the Call button, not a refresh", async ({
    page,
  }) => {
    // The page polls (no stream), so the next read meets the ended session.
    await page.route(/\/status\/stream$/, (route) => route.abort());
    const request = await submitRequestFromPage(page, somewhereInEstonia());
    await expect(page.getByRole("heading", { name: "Finding a tow truck" })).toBeVisible();
    const operator = await operatorApi();
    expect((await operator.post(`/api/v1/admin/assistance-requests/${request.id}/revoke-links`)).status()).toBe(200);
    await operator.dispose();
    await expect(page.getByRole("heading", { name: "Link has expired" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("link", { name: "Call +3726000000" })).toHaveAttribute("href", "tel:+3726000000");
    await expect(page.getByText(/refresh the page/i)).toHaveCount(0);
  });

  test("falls back to polling when the stream is unavailable, and ignores a failing accepted-driver call", async ({
    page,
  }) => {
    await page.route(/\/status\/stream$/, (route) => route.abort());
    await page.route(/\/tow-truck\/accepted-driver/, (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, code: "INTERNAL_ERROR" } }),
    );
    const customer = somewhereInEstonia();
    const driver = await createDriver(north(customer, 1500), "Jaan Jõgi");
    drivers.push(driver);
    const request = await submitRequestFromPage(page, customer);
    await expect(page.getByRole("heading", { name: "Finding a tow truck" })).toBeVisible();
    const polled = page.waitForRequest(
      (r) => r.url().endsWith(`/assistance-request/${request.id}/status`) && !!r.headers()["if-none-match"],
    );
    const driverFetched = page.waitForRequest((r) =>
      r.url().includes(`/tow-truck/accepted-driver?assistanceRequestId=${request.id}`),
    );
    await accept(driver, await waitForOffer(driver, request.id));
    await polled;
    // The polled status carries the assignment, so the failed driver fetch changes nothing on screen.
    await driverFetched;
    await expect(page.getByTestId("driver-name")).toHaveText("Jaan Jõgi", { timeout: 15_000 });
    await expect(page.getByText("Failed to load status", { exact: false })).toHaveCount(0);
  });
});
