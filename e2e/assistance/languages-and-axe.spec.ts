import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import {
  chooseIncident,
  confirmPin,
  fillVehicleAndContact,
  GPS_POSITION,
  openNewRequest,
  saveMapStep,
  start,
  submitButton,
} from "./flow.ts";

test.use({ geolocation: GPS_POSITION, permissions: ["geolocation"] });

const LANGUAGES = ["en", "et", "ru", "lv", "lt"] as const;
const english = JSON.parse(
  readFileSync(new URL("../../apps/web/src/locales/en/assistance.json", import.meta.url), "utf8"),
);

/** A key i18next could not resolve shows as the key itself, e.g. 'assistance:map.title' or 'map.title'. */
const RAW_KEY =
  /\b(assistance|common|tracking):[\w.]+|\b(vehicle|incidents|map|details|validation|ui|errors|progress|assistanceLanding|actions|photos|terms)\.[a-zA-Z]\w*/;

async function checkScreen(page: Page, language: string, englishTitle?: string) {
  await expect(page.locator("main h1").first()).toBeVisible();
  const text = await page.locator("body").innerText();
  expect(text, `${language} ${page.url()}`).not.toMatch(RAW_KEY);
  if (englishTitle && language !== "en") await expect(page.locator("main h1").first()).not.toHaveText(englishTitle);
  // Axe runs in English: the markup is the same in every language, and axe is over half of this test's time.
  if (language === "en") await expectNoAxeViolations(page);
}

for (const language of LANGUAGES) {
  test(`every assistance screen in '${language}' is translated${language === "en" ? " and passes axe" : ""}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openNewRequest(page, { language });
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await checkScreen(page, language);

    await start(page);
    await checkScreen(page, language, english.vehicle.title);
    await fillVehicleAndContact(page);
    await checkScreen(page, language);
    // Uninsured and unknown vehicles: their notices with the Call button.
    await page.locator('input[name="vehicleNumber"]').fill("999XYZ");
    await page.locator('input[name="vehicleNumber"]').press("Enter");
    await expect(page.getByRole("alert")).toBeVisible();
    await checkScreen(page, language);
    await fillVehicleAndContact(page);
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/assistance\/incidents$/);
    await checkScreen(page, language, english.incidents.title);

    await chooseIncident(page);
    await checkScreen(page, language, english.map.title);
    await confirmPin(page);
    await expect(page.getByTestId("pin-address")).toBeVisible();
    await checkScreen(page, language);
    await page.keyboard.press("Escape");
    await saveMapStep(page);

    await checkScreen(page, language, english.details.title);
    await submitButton(page).click();
    await expect(page.locator("main form [aria-invalid=true]").first()).toBeVisible();
    await checkScreen(page, language);
    await page.goto(page.url() + "#modal-open");
    await expect(page.locator("dialog[open] [role=tabpanel] h3").first()).toBeVisible();
    await checkScreen(page, language);
  });
}
