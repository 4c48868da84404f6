import { expect, test, type Page } from "@playwright/test";
import { chooseIncident, GPS_POSITION, openNewRequest, saveMapStep, saveVehicleStep, start } from "./flow.ts";

// The phone gives its position, so the map step's pin is placed.
test.use({ geolocation: GPS_POSITION, permissions: ["geolocation"] });

async function toDetails(page: Page, language?: string) {
  await openNewRequest(page, language ? { language } : {});
  await start(page);
  await saveVehicleStep(page);
  await chooseIncident(page);
  await saveMapStep(page);
}

test("the terms open from the agreement link through #modal-open, in Estonian, with two tabs, and Ok closes them", async ({
  page,
}) => {
  await toDetails(page);
  await page.locator("main label a").click();
  await expect(page).toHaveURL(/#modal-open$/);
  const dialog = page.locator("dialog[open]");
  await expect(dialog.getByRole("tab")).toHaveCount(2);
  const panel = dialog.getByRole("tabpanel");
  await expect(panel).toHaveAttribute("lang", "et");
  await expect(panel).toContainText("Üldsätted");
  // The service's operator company from its configuration, or the generic wording.
  await expect(panel).toContainText(/Hitch Demo OÜ|teenusepakkuja/);
  await dialog.getByRole("tab").nth(1).click();
  await expect(panel).toContainText("Andmekaitse Inspektsioon");
  await expect(panel).toContainText("7 aastat");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/#modal-close$/);
  await expect(dialog).toHaveCount(0);
});

test("opening the address with #modal-open shows the terms, in Latvian for a Latvian page", async ({ page }) => {
  await toDetails(page, "lv");
  await page.goto(page.url() + "#modal-open");
  const panel = page.locator("dialog[open]").getByRole("tabpanel");
  await expect(panel).toHaveAttribute("lang", "lv");
  await expect(panel).toContainText("Vispārīgie noteikumi");
  await page.goto(page.url().replace(/#.*/, "#modal-close"));
  await expect(page.locator("dialog[open]")).toHaveCount(0);
  await page.goBack();
  await expect(page.locator("dialog[open]")).toBeVisible();
});
