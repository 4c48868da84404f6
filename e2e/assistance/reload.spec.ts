import { expect, test, type Page } from "@playwright/test";
import { pathOf } from "../fixtures/operator.ts";
import {
  chooseIncident,
  GPS_POSITION,
  openNewRequest,
  saveMapStep,
  saveVehicleStep,
  start,
  submitButton,
  walkToDetails,
} from "./flow.ts";

test.use({ geolocation: GPS_POSITION, permissions: ["geolocation"] });

/** Reloading keeps the user on `path`; reopening the SMS link brings them back to it too. */
async function staysAfterReloadAndReopen(page: Page, linkUrl: string, path: RegExp) {
  await page.reload();
  await expect(page).toHaveURL(path);
  await page.goto(pathOf(linkUrl));
  await expect(page).toHaveURL(path);
}

test("reloading or reopening the link at every step puts the user on the right step with every saved value shown", async ({
  page,
}) => {
  // Six reload-and-reopen rounds through the whole flow: on a loaded 2-core CI machine this walk alone takes about a
  // minute, so it gets twice the default budget (each step keeps its own expectation timeout).
  test.setTimeout(120_000);
  const link = await openNewRequest(page);
  // Before START: the landing.
  await staysAfterReloadAndReopen(page, link.url, /\/assistance\/landing$/);

  await start(page);
  await staysAfterReloadAndReopen(page, link.url, /\/assistance\/vehicle-details$/);

  await saveVehicleStep(page);
  await staysAfterReloadAndReopen(page, link.url, /\/assistance\/incidents$/);
  // Skipping ahead is not possible: the map needs an incident first.
  await page.goto("/assistance/additional-details");
  await expect(page).toHaveURL(/\/assistance\/incidents$/);
  // The saved vehicle and contact are shown again, the plate looked up on load.
  await page.goto("/assistance/vehicle-details");
  await expect(page.locator('input[name="vehicleNumber"]')).toHaveValue("123ABC");
  await expect(page.getByTestId("vehicle-card")).toContainText("Corolla");
  await expect(page.locator('input[name="fullName"]')).toHaveValue("Mari Maasikas");
  await expect(page.locator('input[name="phoneNumber"]')).toHaveValue("5551234");
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/assistance\/incidents$/);

  await chooseIncident(page, "STUCK_IN_SAND_SNOW_MUD");
  await staysAfterReloadAndReopen(page, link.url, /\/assistance\/map$/);
  await page.goto("/assistance/incidents");
  await expect(page.locator('[data-tile="STUCK_IN_SAND_SNOW_MUD"]')).toHaveAttribute("aria-pressed", "true");
  await page.goto("/assistance/map");

  await saveMapStep(page);
  await staysAfterReloadAndReopen(page, link.url, /\/assistance\/additional-details$/);
  await expect(page.locator('textarea[name="description"]')).toHaveAttribute("placeholder", /stuck in snow/);

  await page.locator('textarea[name="description"]').fill("Stuck in snow");
  await page.getByRole("checkbox").check();
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/assistance\/track-driver$/);
  // A submitted request only shows tracking, from any step.
  await page.goto("/assistance/vehicle-details");
  await expect(page).toHaveURL(/\/assistance\/track-driver$/);
  await page.reload();
  await expect(page).toHaveURL(/\/assistance\/track-driver$/);
});

test("reopening the link on the details step shows the saved description and e-mail", async ({ page }) => {
  const link = await openNewRequest(page);
  await start(page);
  await saveVehicleStep(page);
  await chooseIncident(page);
  await saveMapStep(page);
  await page.locator('textarea[name="description"]').fill("Dead battery in the garage");
  await page.locator('input[name="email"]').fill("mari@example.com");
  await page.getByRole("checkbox").check();
  // Save the details but fail the submission, then come back through the SMS link.
  await page.route(/assistance-request\/\d+$/, (route) =>
    route.request().method() === "PUT" ? route.abort() : route.continue(),
  );
  await submitButton(page).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await page.goto(pathOf(link.url));
  await expect(page).toHaveURL(/\/assistance\/additional-details$/);
  await expect(page.locator('textarea[name="description"]')).toHaveValue("Dead battery in the garage");
  await expect(page.locator('input[name="email"]')).toHaveValue("mari@example.com");
});

test("what is typed on a step survives a reload before it is saved, and is forgotten once saved", async ({ page }) => {
  await walkToDetails(page);
  await page.locator('textarea[name="description"]').fill("Battery dead, parked in the courtyard");
  await page.locator('input[name="email"]').fill("mari@example.com");
  // The phone drops the tab: nothing was sent yet.
  await page.reload();
  await expect(page.locator('textarea[name="description"]')).toHaveValue("Battery dead, parked in the courtyard");
  await expect(page.locator('input[name="email"]')).toHaveValue("mari@example.com");
  await page.getByRole("checkbox").check();
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/assistance\/track-driver$/);
  expect(await page.evaluate(() => localStorage.getItem("hitch.assistance.draft.additional-details"))).toBeNull();
});
