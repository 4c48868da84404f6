import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { next, nextButton } from "./damage-report-flow.ts";
import { claimAtAccidentDetails, chooseNearestWorkshop, fillAccidentDetails, submitButton } from "./filing-flow.ts";

const LANGUAGES = ["en", "et", "ru", "lv", "lt"] as const;
const english = JSON.parse(readFileSync(new URL("../../apps/web/src/locales/en/claims.json", import.meta.url), "utf8"));
/** A key i18next could not resolve shows as the key itself, e.g. 'claims:accident.title' or 'accident.title'. */
const RAW_KEY =
  /\b(claims|common):[\w.]+|\b(accident|settlement|workshop|communication|received|validation|errors|ui|progress|actions)\.[a-zA-Z]\w*/;
const ANSWERS = { whoCaused: "ME", authoritiesNotified: false, personalInjury: false } as const;

/**
 * The screen as it is now, in each language in turn (the header's selector), then back to English,
 * where axe runs once: the markup is the same in every language, and axe is the slow part.
 */
async function checkInEveryLanguage(page: Page, englishTitle: string) {
  for (const language of [...LANGUAGES.slice(1), "en"]) {
    await page.locator("header select").selectOption(language);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const title = page.locator("main h1").first();
    if (language === "en") await expect(title).toHaveText(englishTitle);
    else await expect(title).not.toHaveText(englishTitle);
    const text = await page.locator("body").innerText();
    expect(text, `${language} ${page.url()}`).not.toMatch(RAW_KEY);
  }
  await expectNoAxeViolations(page);
}

test("every filing screen without the flag, with its messages and dialogs, is translated in five languages and passes axe", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await claimAtAccidentDetails(page, "TRAFFIC_ACCIDENT", false);
  await nextButton(page).click();
  await expect(page.locator("main [aria-invalid=true]").first()).toBeVisible();
  await checkInEveryLanguage(page, english.accident.title);
  await fillAccidentDetails(page, "TRAFFIC_ACCIDENT", ANSWERS);
  await checkInEveryLanguage(page, english.accident.title);
  await next(page, "select-workshop");

  await expect(page.getByTestId("workshop-card").first()).toBeVisible();
  await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
  await checkInEveryLanguage(page, english.workshop.title);
  await chooseNearestWorkshop(page);

  await expect(submitButton(page)).toBeVisible();
  await page.locator('input[name="email"]').uncheck();
  await page.locator('input[name="sms"]').uncheck();
  await checkInEveryLanguage(page, english.communication.title);
  await page.locator('input[name="sms"]').check();
  await submitButton(page).click();
  await checkInEveryLanguage(page, english.communication.title);
  await page.locator('input[name="agreement"]').check();
  await submitButton(page).click();

  await expect(page.locator("dialog[open]")).toBeVisible();
  await checkInEveryLanguage(page, english.received.title);
});

test("the settlement screen (flag on) is translated in five languages and passes axe", async ({ page }) => {
  await claimAtAccidentDetails(page, "HIT_WILD_ANIMAL", true);
  await fillAccidentDetails(page, "HIT_WILD_ANIMAL", ANSWERS);
  await next(page, "settlement-type");
  await nextButton(page).click();
  await expect(page.locator("main [aria-invalid=true]").first()).toBeVisible();
  await checkInEveryLanguage(page, english.settlement.title);
});
