import { expect, test } from "@playwright/test";
import { openNewRequest, saveVehicleStep, start } from "./flow.ts";

test("the incident screen offers eight tiles, disables them while saving, and goes to the map", async ({ page }) => {
  await openNewRequest(page);
  await start(page);
  await saveVehicleStep(page);
  const tiles = page.locator("main [data-tile]");
  await expect(tiles).toHaveCount(8);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/incident", async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('[data-tile="DOOR_LOCKED"]').click();
  await expect(tiles.first()).toBeDisabled();
  await expect(page.locator("main [role=status]")).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/assistance\/map$/);
});

test("a failed incident save says 'Sorry, something went wrong' and lets the user choose again", async ({ page }) => {
  await openNewRequest(page);
  await start(page);
  await saveVehicleStep(page);
  // A server failure; a dropped network has the one network message (e2e/assistance/network.spec.ts).
  await page.route("**/incident", (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, code: "INTERNAL_ERROR" } }),
  );
  await page.locator('[data-tile="OTHER"]').click();
  await expect(page.getByRole("alert")).toContainText("Sorry, something went wrong");
  await expect(page.locator('[data-tile="OTHER"]')).toBeEnabled();
});
