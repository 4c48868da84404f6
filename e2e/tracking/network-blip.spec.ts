import { expect, test, type Page } from "@playwright/test";
import {
  accept,
  createDriver,
  ensureTestService,
  goOnDuty,
  north,
  retireDriver,
  somewhereInEstonia,
  submitRequestFromPage,
  waitForOffer,
  type TestDriver,
} from "./dispatch-fixtures.ts";

// The tracking screen downloads the truck map's code and styles only when a driver accepts. A network that drops
// at that moment shows the network message with the service's Call button inside the app's frame (never a white
// page), and the truck as soon as the network returns, without a reload.
const TEST_SERVICE = "e2e-tracking-test";
const NETWORK = "Network outage detected. Please make sure connection is working and try again.";
const TRUCK_MAP_FILES = /\/assets\/(leaflet|truck-map)-[\w-]+\.(js|css)$/;
const drivers: TestDriver[] = [];

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  await ensureTestService(TEST_SERVICE);
});

test.afterEach(async () => {
  for (const driver of drivers.splice(0)) await retireDriver(driver);
});

async function onDutyDriver(at: { latitude: number; longitude: number }, name: string): Promise<TestDriver> {
  const driver = await createDriver(at, name);
  drivers.push(driver);
  await goOnDuty(driver);
  return driver;
}

/** The truck on its map, drawn with Leaflet's styles (without them the markers sit in the page's flow). */
async function expectTruckOnTheWay(page: Page) {
  await expect(page.getByRole("heading", { name: "Your tow truck is on the way" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("truck-map")).toBeVisible();
  await expect(page.locator(".leaflet-marker-icon").first()).toHaveCSS("position", "absolute");
}

test("offline as the driver accepts: the network message with Call, then the truck when the network returns", async ({
  page,
  context,
}) => {
  const customer = somewhereInEstonia();
  const driver = await onDutyDriver(north(customer, 2500), "Aivar Ait");
  const request = await submitRequestFromPage(page, customer, { serviceName: TEST_SERVICE });
  await expect(page.getByRole("heading", { name: "Finding a tow truck" })).toBeVisible();
  // The network drops the moment the screen asks for the truck map's files (the driver has just accepted).
  let dropped = false;
  let offline = false;
  await page.route(TRUCK_MAP_FILES, async (route) => {
    if (!dropped) {
      dropped = offline = true;
      await context.setOffline(true);
    }
    return offline ? route.abort("internetdisconnected") : route.continue();
  });
  await accept(driver, await waitForOffer(driver, request.id));

  await expect(page.getByRole("heading", { name: NETWORK })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("This page comes back by itself once the connection returns.")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", /^tel:\+\d+$/);
  await expect(page.locator("header")).toBeVisible();
  await page.screenshot({ path: "test-results/tracking-network-message-390.png" });

  offline = false;
  await context.setOffline(false);
  await expectTruckOnTheWay(page);
});

test("the truck map's code failing on its first request is fetched again by itself", async ({ page }) => {
  const customer = somewhereInEstonia();
  const driver = await onDutyDriver(north(customer, 2500), "Mart Maa");
  const request = await submitRequestFromPage(page, customer, { serviceName: TEST_SERVICE });
  await expect(page.getByRole("heading", { name: "Finding a tow truck" })).toBeVisible();
  const failed = new Set<string>();
  await page.route(TRUCK_MAP_FILES, async (route) => {
    const kind = route.request().url().endsWith(".css") ? "css" : "js";
    if (failed.has(kind)) return route.continue();
    failed.add(kind);
    return route.abort("internetdisconnected");
  });
  await accept(driver, await waitForOffer(driver, request.id));

  await expectTruckOnTheWay(page);
  expect([...failed].sort()).toEqual(["css", "js"]);
});
