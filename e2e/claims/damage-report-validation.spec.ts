import { expect, test } from "@playwright/test";
import {
  answer,
  chooseIncident,
  fillPerson,
  lookUp,
  next,
  nextButton,
  NOTIFIER,
  openClaim,
  plateField,
  saveVehicle,
  skipPhotos,
} from "./damage-report-flow.ts";

test("vehicle details: plate rules, the insurance check and the call-operator notices", async ({ page }) => {
  await openClaim(page);
  await chooseIncident(page, "TRAFFIC_ACCIDENT");
  await expect(nextButton(page)).toBeDisabled();

  await plateField(page).fill("a");
  await plateField(page).press("Tab");
  await expect(page.locator("main")).toContainText("A vehicle number has 2 to 10 letters and digits.");
  // Cleaned and upper-cased on input, so only letters and digits ever reach the lookup.
  await plateField(page).fill("ab-1 2č");
  await expect(plateField(page)).toHaveValue("AB12C");

  await lookUp(page, "999xyz");
  await expect(page.getByTestId("vehicle-summary")).toContainText("Octavia");
  await expect(page.getByTestId("call-notice")).toContainText("To get help please contact the operator.");
  await expect(page.getByRole("link", { name: "Call the operator" })).toHaveAttribute("href", "tel:+3726000000");
  await expect(nextButton(page)).toBeDisabled();

  await lookUp(page, "ZZ9999");
  await expect(page.getByTestId("call-notice")).toContainText("Vehicle not found");
  await expect(nextButton(page)).toBeDisabled();

  await lookUp(page, "123ABC");
  await expect(page.getByTestId("vehicle-summary")).toContainText("Insurance confirmed");
  await expect(nextButton(page)).toBeEnabled();
});

test("notifier info: every message, No reveals the driver, Yes clears the driver, a failed save says so", async ({
  page,
}) => {
  await openClaim(page);
  await chooseIncident(page, "WINDSHIELD_DAMAGE");
  await saveVehicle(page, "photo");
  await skipPhotos(page, "notifier-info");

  await nextButton(page).click();
  const main = page.locator("main");
  await expect(main).toContainText("Name is required!");
  await expect(main).toContainText("Personal code can not be empty and should be in correct format!");
  await expect(main).toContainText("Phone number can contain only digits and can not be empty!");
  await expect(page.locator("fieldset[aria-invalid=true]")).toContainText("Required field!");

  await page.locator('input[name="notifier.personalCode"]').fill("12345");
  await page.locator('input[name="notifier.email"]').fill("mari@");
  await expect(main).toContainText("Email must be a valid email address!");
  await expect(main).toContainText("Personal code can not be empty and should be in correct format!");

  await answer(page, "isContactDriver", false);
  await expect(page.getByTestId("driver-fields")).toBeVisible();
  await expect(page.getByTestId("driver-fields")).toContainText("Name is required!");
  await page.locator('input[name="driver.name"]').fill("Jaan Tamm");
  await answer(page, "isContactDriver", true);
  await expect(page.getByTestId("driver-fields")).toHaveCount(0);
  await answer(page, "isContactDriver", false);
  await expect(page.locator('input[name="driver.name"]')).toHaveValue("");
  await answer(page, "isContactDriver", true);

  await fillPerson(page, "notifier", NOTIFIER);
  await page.route("**/notifier-info", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"statusCode":500,"code":"INTERNAL_ERROR"}' }),
  );
  await nextButton(page).click();
  await expect(page.getByRole("alert")).toContainText("Sorry, something went wrong. Try again later.");
  await expect(page).toHaveURL(/notifier-info$/);
  await page.unroute("**/notifier-info");
  await next(page, "accident-details");
});

test("notifier info does not ask about the driver for theft or vandalism", async ({ page }) => {
  await openClaim(page);
  await chooseIncident(page, "THEFT");
  await saveVehicle(page, "photo");
  await skipPhotos(page, "notifier-info");
  await expect(page.locator('input[name="notifier.name"]')).toBeVisible();
  await expect(page.locator('input[name="isContactDriver"]')).toHaveCount(0);
  await fillPerson(page, "notifier", NOTIFIER);
  await next(page, "accident-details");
});

test("other parties: both questions required, 'Missing Fields', the type and its field, the person's checks", async ({
  page,
}) => {
  await openClaim(page, { serviceName: "demo-lv" });
  await chooseIncident(page, "TRAFFIC_ACCIDENT");
  await saveVehicle(page, "notifier-info");
  await fillPerson(page, "notifier", NOTIFIER);
  await answer(page, "isContactDriver", true);
  await next(page, "other-parties");

  await nextButton(page).click();
  await expect(page.locator("fieldset[aria-invalid=true]")).toContainText("Required field!");
  await answer(page, "otherPartiesInvolved", true);
  await nextButton(page).click();
  await expect(page.locator("fieldset[aria-invalid=true]")).toContainText("Do you have their information?");
  await expect(page.locator("fieldset[aria-invalid=true]")).toContainText("Required field!");
  await answer(page, "otherPartiesInfo", true);
  await expect(page.getByTestId("party-card")).toHaveCount(1);

  await nextButton(page).click();
  await expect(page.getByRole("alert")).toContainText("Missing Fields");
  const card = page.getByTestId("party-card").first();
  await expect(card).toContainText("Choose a vehicle or an object.");
  await expect(card.getByTestId("party-missing")).toBeVisible();

  await card.locator('input[value="vehicle"]').check();
  await expect(card).toContainText("Required field!");
  await card.locator('input[name$="-licensePlate"]').fill("a");
  await expect(card).toContainText("A vehicle number has 2 to 10 letters and digits.");
  await card.locator('input[name$="-licensePlate"]').fill("ab 123");
  await expect(card.getByTestId("party-title")).toHaveText("AB123");
  await card.locator('input[name$=".personalCode"]').fill("999");
  await card.locator('input[name$=".email"]').fill("nope@");
  await expect(card).toContainText("Personal code can not be empty and should be in correct format!");
  await expect(card).toContainText("Invalid email format!");
  await card.locator('input[name$=".personalCode"]').fill("");
  await card.locator('input[name$=".email"]').fill("");
  await expect(card.getByTestId("party-missing")).toHaveCount(0);

  await card.locator('input[value="object"]').check();
  await expect(card).toContainText("Required field!");
  await card.locator('textarea[name$="-description"]').fill("Fence");
  await expect(card.getByTestId("party-title")).toHaveText("Fence");
  await next(page, "accident-details");
});
