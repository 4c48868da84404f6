import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { answer, chooseIncident, lookUp, next, nextButton, openClaim, saveVehicle } from "./damage-report-flow.ts";

test.use({ permissions: ["camera"] });

const LANGUAGES = ["en", "et", "ru", "lv", "lt"] as const;
const english = JSON.parse(readFileSync(new URL("../../apps/web/src/locales/en/claims.json", import.meta.url), "utf8"));

/** A key i18next could not resolve shows as the key itself, e.g. 'claims:photos.title' or 'photos.title'. */
const RAW_KEY =
  /\b(claims|common):[\w.]+|\b(incidents|vehicle|damage|photos|camera|notifier|person|parties|validation|errors|ui|progress|actions)\.[a-zA-Z]\w*/;

async function checkScreen(page: Page, language: string, englishTitle?: string) {
  await expect(page.locator("main h1").first()).toBeVisible();
  const text = await page.locator("body").innerText();
  expect(text, `${language} ${page.url()}`).not.toMatch(RAW_KEY);
  if (englishTitle && language !== "en") await expect(page.locator("main h1").first()).not.toHaveText(englishTitle);
  // Axe runs in English: the markup is the same in every language, and axe is over half of this test's time.
  if (language === "en") await expectNoAxeViolations(page);
}

for (const language of LANGUAGES) {
  test(`every damage-report screen in '${language}' is translated${language === "en" ? " and passes axe" : ""}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openClaim(page, { language });
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await checkScreen(page, language, english.incidents.title);

    await chooseIncident(page, "TRAFFIC_ACCIDENT");
    await checkScreen(page, language, english.vehicle.title);
    await lookUp(page, "999XYZ");
    await expect(page.getByTestId("call-notice")).toBeVisible();
    await checkScreen(page, language);
    await saveVehicle(page, "damage-location");

    await page.locator('[data-cell="1-1"]').click();
    await checkScreen(page, language, english.damage.title);
    await next(page, "photo");

    await checkScreen(page, language, english.photos.title);
    await page.getByTestId("photos-skip").click();
    await expect(page.locator("dialog[open]")).toBeVisible();
    await checkScreen(page, language);
    await page.keyboard.press("Escape");
    await page.getByTestId("take-photo").click();
    await expect(page.getByTestId("camera")).toBeVisible();
    const text = await page.getByTestId("camera").innerText();
    expect(text).not.toMatch(RAW_KEY);
    if (language !== "en") expect(text).not.toContain(english.camera.turnPhone);
    if (language === "en") await expectNoAxeViolations(page);
    await page.goBack();
    await expect(page.getByTestId("camera")).toHaveCount(0);
    await page.getByTestId("photos-skip").click();
    await page.getByTestId("skip-confirm").click();

    await checkScreen(page, language, english.notifier.title);
    await answer(page, "isContactDriver", false);
    await nextButton(page).click();
    await expect(page.locator("main [aria-invalid=true]").first()).toBeVisible();
    await checkScreen(page, language);

    await page.goto("/claims/other-parties");
    await checkScreen(page, language, english.parties.title);
    await answer(page, "otherPartiesInvolved", true);
    await answer(page, "otherPartiesInfo", true);
    await page.getByTestId("party-card").locator('input[value="vehicle"]').check();
    await nextButton(page).click();
    await expect(page.getByTestId("party-missing")).toBeVisible();
    await checkScreen(page, language);
  });
}
