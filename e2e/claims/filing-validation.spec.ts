import { expect, test, type Page } from "@playwright/test";
import { next, nextButton, stepUrl } from "./damage-report-flow.ts";
import {
  addressField,
  chooseSettlement,
  claimAtAccidentDetails,
  dateField,
  descriptionField,
  fillAccidentDetails,
  hoursField,
  minutesField,
  storedClaim,
  submitButton,
} from "./filing-flow.ts";

const ANSWERS = { whoCaused: "OTHER", authoritiesNotified: true, personalInjury: false } as const;
const errorsIn = (page: Page) =>
  page
    .locator("main")
    .getByText(/./)
    .filter({ hasText: /required|mandatory|must|future/i });

/** dd/MM/yyyy of today plus `days` in the browser's calendar. */
const day = (page: Page, days: number) =>
  page.evaluate((d) => {
    const at = new Date();
    at.setDate(at.getDate() + d);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()}`;
  }, days);

test("accident details say what is missing, each shown question included, and drop each message once answered", async ({
  page,
}) => {
  await claimAtAccidentDetails(page, "TRAFFIC_ACCIDENT", false);
  await nextButton(page).click();
  const main = page.locator("main");
  for (const text of [
    "Accident date is required!",
    "Accident time is required!",
    "Location is mandatory",
    "Accident description is required!",
  ]) {
    await expect(main.getByText(text, { exact: true })).toBeVisible();
  }
  // Who caused, authorities notified and personal injury are shown for a traffic accident and required.
  await expect(main.getByText("Required field!", { exact: true })).toHaveCount(3);
  await expect(page).toHaveURL(stepUrl("accident-details"));

  await fillAccidentDetails(page, "TRAFFIC_ACCIDENT", ANSWERS);
  await expect(errorsIn(page)).toHaveCount(0);
});

test("a future accident date is refused, by the form and by the calendar's limit", async ({ page }) => {
  // 'Today' is the phone's calendar day, read by the form when it checks. The phone's clock stands still for this
  // test, so a run that passes midnight cannot turn the 'tomorrow' it typed into today.
  await page.clock.setFixedTime(Date.now());
  await claimAtAccidentDetails(page, "WINDSHIELD_DAMAGE", false);
  const tomorrow = await day(page, 1);
  await fillAccidentDetails(page, "WINDSHIELD_DAMAGE", ANSWERS, { date: tomorrow });
  await nextButton(page).click();
  await expect(page.locator("main").getByText("The accident date cannot be in the future.")).toBeVisible();
  await expect(page).toHaveURL(stepUrl("accident-details"));
  const [y, m, d] = (await day(page, 0)).split("/").reverse();
  await expect(page.locator('input[type="date"]')).toHaveAttribute("max", `${y}-${m}-${d}`);

  // Today is fine, as long as the hour has passed; a typed date is masked to dd/MM/yyyy.
  await dateField(page).fill((await day(page, -1)).replaceAll("/", ""));
  await expect(dateField(page)).toHaveValue(await day(page, -1));
  await expect(page.locator("main").getByText("The accident date cannot be in the future.")).toHaveCount(0);
  await next(page, "select-workshop");
});

test("the time picker: one part sets the other to 00, a header clears the time", async ({ page }) => {
  await claimAtAccidentDetails(page, "THEFT", false);
  await minutesField(page).selectOption("45");
  await expect(hoursField(page)).toHaveValue("00");
  await hoursField(page).selectOption("23");
  await expect(minutesField(page)).toHaveValue("45");
  await hoursField(page).selectOption("");
  await expect(hoursField(page)).toHaveValue("");
  await expect(minutesField(page)).toHaveValue("");
  await hoursField(page).selectOption("07");
  await expect(minutesField(page)).toHaveValue("00");
  await minutesField(page).selectOption("");
  await expect(hoursField(page)).toHaveValue("");
  // 24 h: 00-23 and 00-59, plus the two headers.
  await expect(hoursField(page).locator("option")).toHaveCount(25);
  await expect(minutesField(page).locator("option")).toHaveCount(61);
  // The headers are in the reader's letters.
  await expect(hoursField(page).locator("option").first()).toHaveText("HH");
  await page.getByRole("combobox", { name: "Language" }).selectOption("ru");
  await expect(hoursField(page).locator("option").first()).toHaveText("ЧЧ");
  await expect(minutesField(page).locator("option").first()).toHaveText("ММ");
});

test("a typed location without a chosen suggestion is saved as 0, 0 with its text", async ({ page }) => {
  const link = await claimAtAccidentDetails(page, "THEFT", false);
  await fillAccidentDetails(page, "THEFT", ANSWERS);
  await addressField(page).fill("Behind the old barn, Kuusalu");
  await next(page, "communication-preferences");
  const claim = await storedClaim(page, link.id);
  expect(claim.accidentDetails.address).toBe("Behind the old barn, Kuusalu");
  expect(claim.accidentDetails.location).toEqual({ latitude: 0, longitude: 0 });
  // Hidden questions are stored as null; theft asks only about the authorities.
  expect(claim.accidentDetails.whoCaused).toBeNull();
  expect(claim.accidentDetails.personalInjury).toBeNull();
  expect(claim.accidentDetails.authoritiesNotified).toBe(true);

  // Coming back shows what was saved.
  await page.goto("/claims/accident-details");
  await expect(addressField(page)).toHaveValue("Behind the old barn, Kuusalu");
  await expect(descriptionField(page)).toHaveValue("Filing test: THEFT");
});

test("a failed save of accident details says so and the step stays; 'Claim not found.' without a claim id goes home", async ({
  page,
}) => {
  await claimAtAccidentDetails(page, "WINDSHIELD_DAMAGE", false);
  await fillAccidentDetails(page, "WINDSHIELD_DAMAGE", ANSWERS);
  await page.route("**/accident-details", (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, code: "INTERNAL_ERROR" } }),
  );
  await nextButton(page).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to save accident details. Please try again." }),
  ).toBeVisible();
  await expect(page).toHaveURL(stepUrl("accident-details"));
  await page.unroute("**/accident-details");

  await page.evaluate(() => localStorage.removeItem("hitch.claim.session"));
  await nextButton(page).click();
  const dialog = page.locator("dialog[open]");
  await expect(dialog).toContainText("Claim not found.");
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(page).toHaveURL(/\/$/);
});

test("settlement type is required, its failure is shown, and the choice is saved", async ({ page }) => {
  const link = await claimAtAccidentDetails(page, "OTHER", true);
  await fillAccidentDetails(page, "OTHER", ANSWERS);
  await next(page, "settlement-type");
  await nextButton(page).click();
  await expect(page.locator("main").getByText("Required field!")).toBeVisible();
  await chooseSettlement(page, "MONEY");
  await expect(page.locator("main").getByText("Required field!")).toHaveCount(0);
  await page.route("**/settlement-type", (route) =>
    route.fulfill({ status: 503, json: { statusCode: 503, code: "INTERNAL_ERROR" } }),
  );
  await nextButton(page).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to save settlement type. Please try again." }),
  ).toBeVisible();
  await page.unroute("**/settlement-type");
  await next(page, "communication-preferences");
  expect((await storedClaim(page, link.id)).settlementType).toBe("MONEY");
});

test("communication: both channels preselected, none disables submit with its message, the agreement shows only with a channel and is required", async ({
  page,
}) => {
  await claimAtAccidentDetails(page, "THEFT", false);
  await fillAccidentDetails(page, "THEFT", ANSWERS);
  await next(page, "communication-preferences");
  const [email, sms, agreement] = ["email", "sms", "agreement"].map((n) => page.locator(`input[name="${n}"]`));
  await expect(email).toBeChecked();
  await expect(sms).toBeChecked();
  await expect(agreement).toBeVisible();

  await email.uncheck();
  await sms.uncheck();
  await expect(page.locator("main").getByText("At least one communication preference is required!")).toBeVisible();
  await expect(submitButton(page)).toBeDisabled();
  await expect(agreement).toHaveCount(0);

  await sms.check();
  await expect(submitButton(page)).toBeEnabled();
  await submitButton(page).click();
  await expect(page.locator("main").getByText("You must agree with the terms and privacy policies")).toBeVisible();
  await expect(page).toHaveURL(stepUrl("communication-preferences"));

  // The terms modal opens and closes by the address hash; an English page reads them in English, told which
  // text binds.
  await page.getByRole("link", { name: "terms and privacy policy" }).click();
  await expect(page).toHaveURL(/#modal-open$/);
  const dialog = page.locator("dialog[open]");
  await expect(dialog.locator("[role=tabpanel]")).toHaveAttribute("lang", "en");
  await expect(dialog.getByTestId("binding-note")).toHaveText(
    "A translation for your convenience: the Estonian text is binding.",
  );
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/#modal-close$/);
  await expect(dialog).toHaveCount(0);
});

test("each failing call of the submission shows its own message, and a retry files the claim", async ({ page }) => {
  const link = await claimAtAccidentDetails(page, "THEFT", true);
  await fillAccidentDetails(page, "THEFT", ANSWERS);
  await next(page, "settlement-type");
  await chooseSettlement(page, "REPAIR");
  await next(page, "communication-preferences");
  await page.locator('input[name="agreement"]').check();
  const alert = page.getByRole("alert").filter({ hasText: "Please try again." });
  const fail = { status: 500, json: { statusCode: 500, code: "INTERNAL_ERROR" } };

  await page.route("**/communication-preference", (route) => route.fulfill(fail));
  await submitButton(page).click();
  await expect(alert).toHaveText("Failed to save communication preferences. Please try again.");
  await page.unroute("**/communication-preference");

  await page.route(`**/api/v1/public/claims/${link.id}`, (route) =>
    route.request().method() === "PUT" ? route.fulfill(fail) : route.continue(),
  );
  await submitButton(page).click();
  await expect(alert).toHaveText("Failed to submit claim. Please try again.");
  await page.unroute(`**/api/v1/public/claims/${link.id}`);

  await page.route("**/register-damage-assessment", (route) =>
    route.fulfill({ status: 502, json: { statusCode: 502, code: "DAMAGE_ASSESSMENT_UNAVAILABLE" } }),
  );
  await submitButton(page).click();
  await expect(alert).toHaveText("Failed to register claim for automatic damage assessment. Please try again.");
  expect((await storedClaim(page, link.id)).submitted).toBe(true);
  await page.unroute("**/register-damage-assessment");

  await submitButton(page).click();
  await expect(page).toHaveURL(/\/assessment\//);
  await expect(page.locator("body")).toContainText(link.externalId);
});

test("submitting with a step left out says the claim failed and leads to the first incomplete step", async ({
  page,
}) => {
  const link = await claimAtAccidentDetails(page, "TRAFFIC_ACCIDENT", false);
  await page.goto("/claims/communication-preferences");
  await page.locator('input[name="agreement"]').check();
  await submitButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to submit claim. Please try again." })).toBeVisible();
  await page.getByTestId("complete-missing").click();
  await expect(page).toHaveURL(stepUrl("accident-details"));
  expect((await storedClaim(page, link.id)).submitted).toBe(false);
});
