import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import {
  answer,
  chooseIncident as chooseClaimIncident,
  fillPerson,
  next,
  nextButton,
  NOTIFIER,
  openClaim,
  saveVehicle,
} from "../claims/damage-report-flow.ts";
import {
  accept,
  createDriver,
  ensureTestService,
  north,
  retireDriver,
  somewhereInEstonia,
  submitRequestFromPage,
  waitForOffer,
  type TestDriver,
} from "../tracking/dispatch-fixtures.ts";
import { chooseIncident, GPS_POSITION, openNewRequest, saveVehicleStep, start } from "./flow.ts";

// The smallest phone the customer flows support: 320x568 (iPhone SE, first generation). The main action of
// each screen stays reachable, nothing is cut off sideways and every screen passes axe.
const WIDTH = 320;
test.use({ viewport: { width: WIDTH, height: 568 } });

const TEST_SERVICE = "e2e-tracking-test";
const drivers: TestDriver[] = [];

test.afterEach(async () => {
  for (const driver of drivers.splice(0)) await retireDriver(driver);
});

async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
}

/** Scrolled to if need be, the control is on screen (a click then proves nothing covers it). */
async function expectReachable(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport({ ratio: 1 });
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-320x568.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

test.describe("with GPS allowed", () => {
  test.use({ geolocation: GPS_POSITION, permissions: ["geolocation"] });

  test("the map step's Confirm is reachable and saves; nothing overflows sideways", async ({ page }, testInfo) => {
    await openNewRequest(page);
    await start(page);
    await saveVehicleStep(page);
    await chooseIncident(page);
    await expect(page.locator(".leaflet-marker-icon")).toBeVisible();
    await expect(page.getByTestId("use-my-location")).toBeEnabled();

    const confirm = page.getByTestId("confirm-location");
    // Without any scrolling (the map takes the touch that would scroll), both buttons are on screen at its bottom.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(confirm).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId("use-my-location")).toBeInViewport({ ratio: 1 });
    expect(568 - (await confirm.boundingBox())!.y).toBeLessThan(120);
    await expectNoHorizontalOverflow(page);
    await shoot(page, testInfo, "map");
    await expectNoAxeViolations(page);

    await confirm.click();
    const dialog = page.locator("dialog[open]");
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId("pin-address")).toBeVisible();
    const save = page.getByTestId("save-location");
    await expectReachable(save);
    await expectReachable(dialog.getByRole("button", { name: "Change" }));
    await expectNoHorizontalOverflow(page);
    await shoot(page, testInfo, "map-confirmation");
    await expectNoAxeViolations(page);

    await save.click();
    await expect(page).toHaveURL(/\/assistance\/additional-details$/);
  });
});

test.describe("with GPS denied", () => {
  test("the notice, the map and its pin's point are on screen above the Confirm bar in every language, without scrolling", async ({
    page,
  }, testInfo) => {
    await openNewRequest(page);
    await start(page);
    await saveVehicleStep(page);
    await chooseIncident(page);
    const notice = page.getByRole("alert");
    await expect(notice).toContainText("Location could not be retrieved.");
    const pin = page.locator(".leaflet-marker-icon");
    // What the customer sees at once: the notice lies over the map's top and the pin's point (the place it marks)
    // below it, both above the bar; the longer languages wrap the notice and Confirm onto more lines.
    for (const language of ["en", "et", "ru", "lv", "lt"]) {
      await page.getByRole("combobox", { name: /Language|Keel|Язык|Valoda|Kalba/ }).selectOption(language);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      expect(await page.evaluate(() => window.scrollY), language).toBe(0);
      const bar = (await page.getByTestId("confirm-location").boundingBox())!;
      await expect(notice).toBeInViewport({ ratio: 1 });
      await expect(pin).toBeInViewport({ ratio: 1 });
      const noticeBox = (await notice.boundingBox())!;
      const pinBox = (await pin.boundingBox())!;
      expect(noticeBox.y + noticeBox.height, language).toBeLessThan(bar.y);
      expect(pinBox.y + pinBox.height, language).toBeLessThan(bar.y);
      expect(pinBox.y + pinBox.height, language).toBeGreaterThan(noticeBox.y + noticeBox.height + 10);
      await expectNoHorizontalOverflow(page);
    }
    await page.getByRole("combobox", { name: /Kalba/ }).selectOption("en");
    // Use my location keeps its name beside Confirm, as an icon.
    await expect(page.getByRole("button", { name: "Use my location" })).toBeInViewport({ ratio: 1 });
    await shoot(page, testInfo, "map-gps-denied");
    await expectNoAxeViolations(page);

    // Confirm with the untouched pin asks for a pin over the map too, in view.
    await page.getByRole("button", { name: "Close" }).click();
    await page.getByTestId("confirm-location").click();
    await expect(page.getByText("Show us where your vehicle is first")).toBeInViewport({ ratio: 1 });
  });
});

test.describe("tracking", () => {
  // The real dispatch engine offers the job a worker tick at a time.
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    await ensureTestService(TEST_SERVICE);
  });

  test("with a driver on the way, Call and Cancel are reachable and the cancel dialog fits", async ({
    page,
  }, testInfo) => {
    const customer = somewhereInEstonia();
    const driver = await createDriver(north(customer, 2500), "Tõnu Tamm");
    drivers.push(driver);
    const request = await submitRequestFromPage(page, customer, { serviceName: TEST_SERVICE });
    await accept(driver, await waitForOffer(driver, request.id));
    await expect(page.getByRole("heading", { name: "Your tow truck is on the way" })).toBeVisible();
    await expect(page.getByTestId("driver-name")).toHaveText("Tõnu Tamm");

    await expectNoHorizontalOverflow(page);
    await shoot(page, testInfo, "tracking-accepted-top");
    const call = page.getByRole("link", { name: "Call the driver" });
    const cancel = page.getByRole("button", { name: "Cancel the order" });
    await expectReachable(call);
    await expectNoHorizontalOverflow(page);
    await shoot(page, testInfo, "tracking-accepted");
    await expectReachable(cancel);
    await shoot(page, testInfo, "tracking-accepted-cancel");
    await expectNoAxeViolations(page);

    await cancel.click();
    const dialog = page.getByRole("dialog", { name: "Cancel the tow truck order?" });
    await expect(dialog).toBeVisible();
    const keep = dialog.getByRole("button", { name: "No, keep the order" });
    const yes = dialog.getByRole("button", { name: "Yes, cancel" });
    await expect(keep).toBeInViewport({ ratio: 1 });
    await expect(yes).toBeInViewport({ ratio: 1 });
    await expectNoHorizontalOverflow(page);
    await shoot(page, testInfo, "tracking-cancel-dialog");
    await expectNoAxeViolations(page);

    // Both buttons take real clicks: keeping closes the dialog, cancelling ends the order.
    await keep.click();
    await expect(dialog).toBeHidden();
    await expectReachable(cancel);
    await cancel.click();
    await yes.click();
    await expect(page.getByRole("heading", { name: "Your order has been cancelled" })).toBeVisible();
  });
});

test("the claim's party type chooser fits in Latvian and Lithuanian", async ({ page }, testInfo) => {
  await openClaim(page, { serviceName: "demo-lv" });
  await chooseClaimIncident(page, "HIT_WILD_ANIMAL");
  await saveVehicle(page, "notifier-info");
  await fillPerson(page, "notifier", NOTIFIER);
  await answer(page, "isContactDriver", true);
  await next(page, "other-parties");
  await answer(page, "otherPartiesInvolved", true);
  await answer(page, "otherPartiesInfo", true);
  const chooser = page.getByTestId("party-card").first();
  const typeRadios = chooser.locator('input[type="radio"]');
  await expect(typeRadios).toHaveCount(2);

  for (const language of ["lv", "lt"]) {
    await page.getByRole("combobox", { name: /Language|Valoda|Kalba/ }).selectOption(language);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await chooser.scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    for (const radio of [typeRadios.nth(0), typeRadios.nth(1)]) {
      await expectReachable(radio);
      expect(Math.round((await radio.boundingBox())!.width)).toBe(20);
    }
    await shoot(page, testInfo, `claim-party-type-${language}`);
    await expectNoAxeViolations(page);
  }
  // Choosing a type with a real click shows that type's fields, which fit as well, and Next stays reachable.
  await chooser.locator('input[value="vehicle"]').click();
  await expect(chooser.locator('input[value="vehicle"]')).toBeChecked();
  await expectNoHorizontalOverflow(page);
  await shoot(page, testInfo, "claim-party-vehicle-lt");
  await expectReachable(nextButton(page));
  await expectNoHorizontalOverflow(page);
  await shoot(page, testInfo, "claim-party-next-lt");
  await expectNoAxeViolations(page);
});
