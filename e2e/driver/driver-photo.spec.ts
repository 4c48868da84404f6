import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { jpeg, tempDir } from "../fixtures/photo-files.ts";
import { customerPhone, invitedDriver, TAP_GUARD_MS } from "./driver-fixtures.ts";
import {
  accept,
  createDriver,
  north,
  retireDriver,
  somewhereInEstonia,
  submitRequestFromPage,
  waitForOffer,
} from "../tracking/dispatch-fixtures.ts";

// A driver sets their photo in the driver app; the customer whose job they take sees it on the tracking screen
// beside the truck's plate. A driver without a photo leaves the screen as it was.

// Its own pickup address: a request of another spec still searching may reach this driver as its search widens, and
// the test accepts its own customer's offer, known by the address.
const pickup = { ...somewhereInEstonia(), address: "Fotograafi tee 3" };
test.use({ geolocation: north(pickup, 1500), permissions: ["geolocation"] });
test.describe.configure({ timeout: 120_000 });

/** The width the browser decoded an image at: 0 while it has not loaded (or could not). */
const decodedWidth = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);

test("a driver's photo set in the driver app is on the customer's tracking screen with the plate", async ({
  page,
  browser,
}) => {
  const driver = await invitedDriver(north(pickup, 1500), "Heino Hele");
  await page.goto(driver.link);
  await expect(page.getByRole("heading", { name: "Your photo" })).toBeVisible();
  await expect(page.getByTestId("own-photo")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A phone photo, portrait and large: it goes up resized, comes back a square.
  const file = await jpeg(tempDir(), "me.jpg", 3000, 4000, { r: 45, g: 106, b: 79 });
  await page.getByText("Add a photo").setInputFiles(file);
  await expect(page.getByTestId("own-photo")).toBeVisible();
  await expect.poll(() => decodedWidth(page, "own-photo")).toBe(320);
  await expect(page.getByText("Change the photo")).toBeVisible();

  // Not a photo: said so, and the photo set before stays.
  await page.getByText("Change the photo").setInputFiles({
    name: "notes.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("these are notes, not a photo"),
  });
  await expect(page.getByRole("alert")).toHaveText("That file is not a photo we can read. Choose a JPEG or PNG photo.");
  await expect(page.getByTestId("own-photo")).toBeVisible();

  await page.getByLabel("Truck plate for this shift").fill("321pic");
  await page.getByRole("button", { name: "Go on duty" }).click();
  await expect(page.getByRole("heading", { name: "On duty" })).toBeVisible();

  const customer = await customerPhone(browser);
  const request = await submitRequestFromPage(customer, pickup);
  const offer = page.getByRole("region", { name: "New job offer" }).filter({ hasText: pickup.address });
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await offer.getByRole("button", { name: "Accept" }).click();

  await expect(customer.getByTestId("driver-name")).toHaveText("Heino Hele");
  const photo = customer.getByTestId("driver-photo");
  await expect(photo).toHaveAttribute("alt", "Photo of the driver");
  await expect(photo).toHaveAttribute("src", new RegExp(`/assistance-request/${request.id}/driver-photo/${driver.id}`));
  await expect.poll(() => decodedWidth(customer, "driver-photo")).toBe(320);
  await expect(customer.getByTestId("truck-plate")).toHaveText("Plate number 321PIC");
  await expectNoAxeViolations(customer);

  // Once the job is over, the photo goes with it.
  // Each new status button ignores taps for a moment, and Finished asks once more.
  for (const step of ["On my way", "Arrived", "Fixed on site", "Finished"]) {
    await page.waitForTimeout(TAP_GUARD_MS);
    await page.getByRole("button", { name: step, exact: true }).click();
    await expect(page.getByRole("button", { name: step, exact: true })).toHaveCount(0);
  }
  await page.waitForTimeout(TAP_GUARD_MS);
  await page.getByRole("button", { name: "Yes, finished" }).click();
  await expect(customer.getByRole("heading", { name: "Job finished" })).toBeVisible();
  await expect(customer.getByTestId("driver-photo")).toHaveCount(0);
  await customer.context().close();
});

test("a driver without a photo leaves the tracking screen as it was", async ({ page }) => {
  const customerAt = somewhereInEstonia();
  const driver = await createDriver(north(customerAt, 2000), "Urmas Ilmapildita");
  try {
    const request = await submitRequestFromPage(page, customerAt);
    await accept(driver, await waitForOffer(driver, request.id));
    await expect(page.getByTestId("driver-name")).toHaveText("Urmas Ilmapildita");
    await expect(page.getByTestId("driver-photo")).toHaveCount(0);
  } finally {
    await retireDriver(driver);
  }
});
