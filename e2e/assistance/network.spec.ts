import { expect, test, type Page } from "@playwright/test";
import { ensureTestService, somewhereInEstonia, submitRequestFromPage } from "../tracking/dispatch-fixtures.ts";
import {
  chooseIncident,
  confirmPin,
  jpeg,
  openNewRequest,
  saveMapStep,
  start,
  submitButton,
  tempDir,
  fillVehicleAndContact,
} from "./flow.ts";

// A dropped network reads the same on every step of the tow-truck order, whichever call it broke: the customer
// learns once what it means and what to do (check the connection, try again).
const NETWORK = "Network outage detected. Please make sure connection is working and try again.";
const TEST_SERVICE = "e2e-tracking-test";

/** Every call to paths matching `pattern` fails as a phone without a connection does, until `restore` is called. */
async function dropNetwork(page: Page, pattern: string | RegExp) {
  await page.route(pattern, (route) => route.abort("internetdisconnected"));
  return () => page.unroute(pattern);
}

test("each step of the order shows the one network message when its call cannot get through", async ({ page }) => {
  await openNewRequest(page);
  await start(page);

  // Vehicle and contact.
  await fillVehicleAndContact(page);
  let restore = await dropNetwork(page, "**/contact");
  await submitButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(NETWORK);
  await restore();
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/assistance\/incidents$/);

  // Incident.
  restore = await dropNetwork(page, "**/incident");
  await page.locator('[data-tile="EMPTY_BATTERY"]').click();
  await expect(page.getByRole("alert")).toHaveText(NETWORK);
  await restore();
  await chooseIncident(page);

  // Map: the search, the pin's address and saving the place.
  await page.getByRole("alert").getByRole("button").click();
  restore = await dropNetwork(page, "**/places?**");
  await page.locator('input[type="search"]').fill("Keila");
  await expect(page.getByText(NETWORK)).toBeVisible();
  await restore();
  await page.locator(".leaflet-container").click();
  restore = await dropNetwork(page, "**/geocode?**");
  await confirmPin(page);
  await expect(page.locator("dialog[open]").getByText(NETWORK)).toBeVisible();
  await restore();
  await page.locator("dialog[open]").getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("pin-address")).toBeVisible();
  restore = await dropNetwork(page, "**/location");
  await page.getByTestId("save-location").click();
  await expect(page.locator("dialog[open]").getByText(NETWORK)).toBeVisible();
  await restore();
  await page.locator("dialog[open]").getByRole("button", { name: "Change" }).click();
  await saveMapStep(page);

  // Details: a photo that cannot be uploaded, then the order itself.
  restore = await dropNetwork(page, "**/files");
  await page.locator('input[type="file"]').setInputFiles(await jpeg(tempDir(), "car.jpg", 320, 240));
  await page.locator('textarea[name="description"]').fill("The battery is flat.");
  await page.getByRole("checkbox").check();
  await submitButton(page).click();
  const dialog = page.locator("dialog[open]");
  await expect(dialog.getByText(NETWORK)).toBeVisible();
  await dialog.getByRole("button", { name: "Send without the failed photos" }).click();
  await expect(page).toHaveURL(/\/assistance\/track-driver$/, { timeout: 20_000 });
});

test.describe("tracking", () => {
  test.beforeAll(async () => {
    await ensureTestService(TEST_SERVICE);
  });

  test("cancelling and reading the status show the same network message", async ({ page }) => {
    await submitRequestFromPage(page, somewhereInEstonia(), { serviceName: TEST_SERVICE });
    await expect(page.getByRole("heading", { name: "Finding a tow truck" })).toBeVisible();

    const restore = await dropNetwork(page, "**/cancel");
    await page.getByRole("button", { name: "Cancel the order" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel the tow truck order?" });
    await dialog.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(NETWORK);
    await restore();
    await dialog.getByRole("button", { name: "No, keep the order" }).click();

    // Without a connection the status cannot be read: the same words, a way to try again and the service's number.
    await dropNetwork(page, /\/status/);
    await page.reload();
    await expect(page.getByRole("heading", { name: NETWORK })).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh the page" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call +3726001234" })).toBeVisible();
  });
});
