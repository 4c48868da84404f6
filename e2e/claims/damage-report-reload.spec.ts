import { expect, test, type Page } from "@playwright/test";
import {
  answer,
  chooseIncident,
  DRIVER,
  expectProgress,
  fillPerson,
  jpeg,
  next,
  NOTIFIER,
  openClaim,
  plateField,
  saveVehicle,
  stepUrl,
  tempDir,
} from "./damage-report-flow.ts";

/** Opens a step afresh (a full page load, as after a reload) and reloads it once more. */
async function reopen(page: Page, step: string) {
  await page.goto(`/claims/${step}`);
  await page.reload();
  await expect(page).toHaveURL(stepUrl(step));
}

test("reloading at every damage-report step shows what was saved there", async ({ page }) => {
  // Walks and reloads six steps: one long story rather than six setups.
  test.setTimeout(120_000);
  await openClaim(page);
  await chooseIncident(page, "TRAFFIC_ACCIDENT");
  await page.reload();
  await expect(page).toHaveURL(stepUrl("vehicle-details"));
  await expectProgress(page, 2, 10);
  await reopen(page, "incidents");
  await expect(page.locator('[data-tile="TRAFFIC_ACCIDENT"]')).toHaveAttribute("aria-pressed", "true");

  await page.goto("/claims/vehicle-details");
  await saveVehicle(page, "damage-location", "456DEF");
  await page.reload();
  await expectProgress(page, 3, 10);
  await page.locator('[data-cell="0-1"]').click();
  await page.locator('[data-cell="5-3"]').click();
  await next(page, "photo");

  await page.locator('input[type="file"]').setInputFiles(await jpeg(tempDir(), "damage.jpg"));
  await next(page, "notifier-info");

  await fillPerson(page, "notifier", NOTIFIER);
  await answer(page, "isContactDriver", false);
  await fillPerson(page, "driver", DRIVER);
  await page.locator('input[name="driver.phone"]').locator("xpath=preceding-sibling::select").selectOption("+371");
  await next(page, "other-parties");

  await answer(page, "otherPartiesInvolved", true);
  await answer(page, "otherPartiesInfo", true);
  await page.getByTestId("party-card").locator('input[value="object"]').check();
  await page.getByTestId("party-card").locator("textarea").fill("Bus stop");
  await next(page, "accident-details");

  await reopen(page, "vehicle-details");
  await expect(plateField(page)).toHaveValue("456DEF");
  await expect(page.getByTestId("vehicle-summary")).toContainText("XC60");

  await reopen(page, "damage-location");
  await expect(page.locator('[aria-pressed="true"][data-cell]')).toHaveCount(2);
  await expect(page.locator('[data-cell="5-3"]')).toHaveAttribute("aria-pressed", "true");

  await reopen(page, "photo");
  await expect(page.locator("main li img")).toHaveCount(1);

  await reopen(page, "notifier-info");
  await expect(page.locator('input[name="notifier.name"]')).toHaveValue(NOTIFIER.name);
  await expect(page.locator('input[name="notifier.personalCode"]')).toHaveValue(NOTIFIER.personalCode);
  await expect(page.locator('input[name="notifier.phone"]')).toHaveValue(NOTIFIER.phone);
  await expect(page.locator('input[name="notifier.email"]')).toHaveValue(NOTIFIER.email);
  await expect(page.locator('input[name="isContactDriver"][value="no"]')).toBeChecked();
  await expect(page.locator('input[name="driver.name"]')).toHaveValue(DRIVER.name);
  await expect(page.locator('input[name="driver.personalCode"]')).toHaveValue(DRIVER.personalCode);
  await expect(page.locator('input[name="driver.phone"]').locator("xpath=preceding-sibling::select")).toHaveValue(
    "+371",
  );

  await reopen(page, "other-parties");
  await expect(page.locator('input[name="otherPartiesInvolved"][value="yes"]')).toBeChecked();
  await expect(page.locator('input[name="otherPartiesInfo"][value="yes"]')).toBeChecked();
  await expect(page.getByTestId("party-title")).toHaveText(["Bus stop"]);
});

test("choosing theft drops the damage area and damage photos given before", async ({ page }) => {
  await openClaim(page);
  await chooseIncident(page, "OTHER");
  await saveVehicle(page, "damage-location");
  await page.locator('[data-cell="2-2"]').click();
  await next(page, "photo");
  await page.locator('input[type="file"]').setInputFiles(await jpeg(tempDir(), "damage.jpg"));
  await next(page, "notifier-info");

  await page.goto("/claims/incidents");
  await chooseIncident(page, "THEFT");
  await page.goto("/claims/photo");
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.locator("main li img")).toHaveCount(0);
  await page.goto("/claims/incidents");
  await chooseIncident(page, "OTHER");
  await page.goto("/claims/damage-location");
  await expect(page.locator('[data-cell="2-2"]')).toHaveAttribute("aria-pressed", "false");
});
