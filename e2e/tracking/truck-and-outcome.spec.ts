import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { operatorApi, pathOf } from "../fixtures/operator.ts";
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

// The tracking screen tells the customer which truck to look out for and when it comes, on the clock of the
// place it drives to; the outcome screens keep the order's reference, a Call button with the number, and the
// finished job's rating.
const TEST_SERVICE = "e2e-tracking-test";
const drivers: TestDriver[] = [];

test.describe.configure({ timeout: 180_000 });
// A phone set to another zone than the service's: arrival times must still be Tallinn's.
test.use({ timezoneId: "America/New_York" });

test.beforeAll(async () => {
  await ensureTestService(TEST_SERVICE);
});

test.afterEach(async () => {
  for (const driver of drivers.splice(0)) await retireDriver(driver);
});

/** A driver on duty in a registered truck with the shift's plate. */
async function truckDriver(at: { latitude: number; longitude: number }, name: string): Promise<TestDriver> {
  const driver = await createDriver(at, name);
  drivers.push(driver);
  const truck = await (
    await operatorApi()
  ).patch(`/api/v1/admin/drivers/${driver.id}`, {
    data: { truckVehicle: "Volvo FL" },
  });
  expect(truck.status(), await truck.text()).toBe(200);
  await goOnDuty(driver);
  return driver;
}

/** Whether the truck's marker is stacked above the customer's (markers let taps through, so compare stacking). */
function truckDrawnAboveCustomer(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const marker = (title: string) =>
      document
        .querySelector(`[data-testid="truck-map"] [title="${title}"]`)!
        .closest<HTMLElement>(".leaflet-marker-icon")!;
    return Number(marker("Tow truck").style.zIndex) > Number(marker("You are here").style.zIndex);
  });
}

const tallinnClock = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Europe/Tallinn",
  }).format(Date.parse(iso));

test("shows the truck, its arrival time, the order and the arrived state; Call leads and Cancel is red", async ({
  page,
}) => {
  const customer = somewhereInEstonia();
  const driver = await truckDriver(north(customer, 2500), "Toomas Tee");
  const request = await submitRequestFromPage(page, customer, { serviceName: TEST_SERVICE });

  // While searching: the reference to quote on the phone and what was ordered.
  await expect(page.getByRole("heading", { name: "Finding a tow truck" })).toBeVisible();
  const order = page.getByRole("region", { name: "Your order", exact: true });
  await expect(order.getByTestId("order-reference")).toHaveText(request.externalId);
  await expect(order).toContainText("Flat tires");
  await expect(order).toContainText("E2E tee 1");
  await expect(order).toContainText("123ABC, Toyota Corolla");

  await accept(driver, await waitForOffer(driver, request.id));
  await expect(page.getByRole("heading", { name: "Your tow truck is on the way" })).toBeVisible();
  await expect(page.getByTestId("truck-plate")).toHaveText("Plate number 456TRK");
  await expect(page.getByTestId("truck-vehicle")).toHaveText("Volvo FL");

  const status = await (await page.request.get(`/api/v1/public/assistance-request/${request.id}/status`)).json();
  const minutes = Math.ceil((Date.parse(status.assignment.eta) - Date.now()) / 60_000);
  const arrival = page.getByTestId("arrival");
  await expect(arrival).toContainText(`Arrives at about${tallinnClock(status.assignment.eta)}`);
  await expect(arrival).toContainText(new RegExp(`in (${minutes - 1}|${minutes}) min$`));

  // Call the driver is the main action, above the order and the red, secondary Cancel.
  const call = page.getByRole("link", { name: "Call the driver" });
  const cancel = page.getByRole("button", { name: "Cancel the order" });
  expect((await call.boundingBox())!.y).toBeLessThan((await cancel.boundingBox())!.y);
  await expect(cancel).toHaveCSS("color", "rgb(179, 38, 30)");
  await cancel.click();
  const dialog = page.getByRole("dialog", { name: "Cancel the tow truck order?" });
  await expect(dialog.getByRole("button", { name: "Yes, cancel" })).toHaveCSS("color", "rgb(179, 38, 30)");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "No, keep the order" }).click();

  // At the customer's pin the truck is drawn on top.
  const map = page.getByTestId("truck-map");
  expect((await driver.api.post("/api/v1/driver/location", { data: customer })).status()).toBe(204);
  await expect(map).toHaveAttribute("data-truck", `${customer.latitude},${customer.longitude}`);
  expect(await truckDrawnAboveCustomer(page)).toBe(true);
  // Readable whatever the brand: the truck is drawn in ink on white.
  const truckIcon = map.locator('[title="Tow truck"]');
  await expect(truckIcon).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect(truckIcon).toHaveCSS("color", "rgb(27, 27, 31)");

  const arrived = await driver.api.post(`/api/v1/driver/jobs/${request.id}/progress`, {
    data: { progress: "ARRIVED" },
  });
  expect(arrived.status(), await arrived.text()).toBe(200);
  await expect(page.getByRole("heading", { name: "Your tow truck has arrived" })).toBeVisible();
  await expect(arrival).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a finished job shows the order, the service's number and the rating, which is remembered once given", async ({
  page,
  browser,
}) => {
  const customer = somewhereInEstonia();
  const driver = await truckDriver(north(customer, 1500), "Heli Heinsalu");
  const request = await submitRequestFromPage(page, customer, { serviceName: TEST_SERVICE });
  await accept(driver, await waitForOffer(driver, request.id));
  await expect(page.getByTestId("driver-name")).toHaveText("Heli Heinsalu");
  expect((await driver.api.post(`/api/v1/driver/jobs/${request.id}/finish`)).status()).toBe(200);

  await expect(page.getByRole("heading", { name: "Job finished", level: 1 })).toBeVisible();
  const order = page.getByRole("region", { name: "Your order", exact: true });
  await expect(order.getByTestId("order-reference")).toHaveText(request.externalId);
  await expect(order).toContainText(/Finished\d{1,2} \w{3}, \d\d:\d\d/);
  await expect(page.getByRole("link", { name: "Call +3726001234" })).toHaveAttribute("href", "tel:+3726001234");

  await expect(page.getByRole("heading", { name: "How was your experience?", level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: "5 stars, excellent" }).check({ force: true });
  await page.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByText("Your feedback successfully processed!")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Job finished", level: 1 })).toBeVisible();
  await expect(page.getByText("Your feedback successfully processed!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send feedback" })).toHaveCount(0);

  // The SMS link, opened again on another phone, shows the finished job rather than a spent link.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(pathOf(request.url));
  await expect(phone.getByRole("heading", { name: "Job finished", level: 1 })).toBeVisible();
  await expect(phone.getByRole("link", { name: "Call +3726001234" })).toBeVisible();
  await other.close();
});

test("a cancelled order keeps its reference, when it was cancelled and the service's number", async ({ page }) => {
  const request = await submitRequestFromPage(page, somewhereInEstonia(), { serviceName: TEST_SERVICE });
  await page.getByRole("button", { name: "Cancel the order" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByRole("heading", { name: "Your order has been cancelled" })).toBeVisible();
  const order = page.getByRole("region", { name: "Your order", exact: true });
  await expect(order.getByTestId("order-reference")).toHaveText(request.externalId);
  await expect(order).toContainText(/Cancelled\d{1,2} \w{3}, \d\d:\d\d/);
  await expect(page.getByRole("link", { name: "Call +3726001234" })).toHaveAttribute("href", "tel:+3726001234");
  await expectNoAxeViolations(page);
});
