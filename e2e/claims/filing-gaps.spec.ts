import { expect, test } from "@playwright/test";
import { pathOf } from "../fixtures/operator.ts";
import { chooseIncident, jpeg, next, nextButton, openClaim, saveVehicle, tempDir } from "./damage-report-flow.ts";
import {
  addressField,
  claimAtAccidentDetails,
  chooseNearestWorkshop,
  descriptionField,
  expectClaimReceived,
  fillAccidentDetails,
  submitCommunication,
} from "./filing-flow.ts";

// What a claim's customer meets around the edges of filing: typing kept over a reload, one message for a dropped
// network on every step, the workshop list saying how it is ordered, and the spent SMS link opening the claim's
// confirmation.
const ANSWERS = { whoCaused: "ME", authoritiesNotified: false, personalInjury: false } as const;
const NETWORK = "Network outage detected. Please make sure connection is working and try again.";

test("what is typed on the accident step survives a reload before it is saved", async ({ page }) => {
  await claimAtAccidentDetails(page, "WINDSHIELD_DAMAGE", false);
  await descriptionField(page).fill("A stone from a lorry cracked the windshield.");
  await addressField(page).fill("Tallinna ring");
  await page.reload();
  await expect(descriptionField(page)).toHaveValue("A stone from a lorry cracked the windshield.");
  await expect(addressField(page)).toHaveValue("Tallinna ring");
});

test("a dropped network while saving the notifier or the accident details says so, as on the other steps", async ({
  page,
}) => {
  await claimAtAccidentDetails(page, "WINDSHIELD_DAMAGE", false);
  await fillAccidentDetails(page, "WINDSHIELD_DAMAGE", ANSWERS);
  await page.route("**/claims/*/accident-details", (route) => route.abort("internetdisconnected"));
  await page.getByTestId("claim-next").click();
  await expect(page.getByText(NETWORK)).toBeVisible();
  await expect(page).toHaveURL(/\/claims\/accident-details$/);

  await page.goto("/claims/notifier-info");
  await page.route("**/claims/*/notifier-info", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
  );
  await page.getByTestId("claim-next").click();
  await expect(page.getByText(NETWORK)).toBeVisible();
  await expect(page).toHaveURL(/\/claims\/notifier-info$/);
});

test("the workshop list says it is by name when the accident's place was typed, and by distance from the accident when picked", async ({
  page,
}) => {
  await claimAtAccidentDetails(page, "TRAFFIC_ACCIDENT", false);
  await fillAccidentDetails(page, "TRAFFIC_ACCIDENT", ANSWERS);
  await next(page, "select-workshop");
  await expect(page.getByText("nearest to the accident first")).toBeVisible();
  await expect(page.getByTestId("workshop-card").first()).toContainText("km from the accident");

  await page.goto("/claims/accident-details");
  await addressField(page).fill("Behind the old barn, Kuusalu");
  await next(page, "select-workshop");
  await expect(page.getByText("in alphabetical order")).toBeVisible();
  await expect(page.getByText("nearest to the accident first")).toHaveCount(0);
  await expect(page.getByText("km from the accident")).toHaveCount(0);
});

test("the SMS link of a filed claim opens its confirmation, also on another phone", async ({ page, browser }) => {
  const link = await claimAtAccidentDetails(page, "WINDSHIELD_DAMAGE", false);
  await fillAccidentDetails(page, "WINDSHIELD_DAMAGE", ANSWERS);
  await next(page, "select-workshop");
  await chooseNearestWorkshop(page);
  await submitCommunication(page, { email: false, sms: true });
  await expectClaimReceived(page);

  await page.goto(pathOf(link.url));
  await expectClaimReceived(page);
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(pathOf(link.url));
  await expectClaimReceived(phone);
  await expect(phone.getByText("Link was already processed")).toHaveCount(0);
  await other.close();
});

test("each step opens at its top, however far down the customer was on the step before", async ({ page }) => {
  await claimAtAccidentDetails(page, "TRAFFIC_ACCIDENT", false);
  await fillAccidentDetails(page, "TRAFFIC_ACCIDENT", ANSWERS);
  // The Next button sits below the questions: a phone is scrolled down to reach it.
  await page.getByTestId("claim-next").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await next(page, "select-workshop");
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a photo that cannot be uploaded for a dropped network says so with the same words", async ({ page }) => {
  await openClaim(page);
  await chooseIncident(page, "TRAFFIC_ACCIDENT");
  await saveVehicle(page, "damage-location");
  await page.locator('[data-cell="0-0"]').click();
  await next(page, "photo");
  await page.route("**/claims/*/file", (route) => route.abort("internetdisconnected"));
  await page.locator('input[type="file"]').setInputFiles(await jpeg(tempDir(), "crack.jpg", 320, 240));
  await nextButton(page).click();
  await expect(page.locator("dialog[open]").getByText(NETWORK)).toBeVisible();
  await expect(page).toHaveURL(/\/claims\/photo$/);
});

test("a stored photo that cannot be deleted for a dropped network says so with the same words", async ({ page }) => {
  await openClaim(page);
  await chooseIncident(page, "TRAFFIC_ACCIDENT");
  await saveVehicle(page, "damage-location");
  await page.locator('[data-cell="0-0"]').click();
  await next(page, "photo");
  const stored = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/file"));
  await page.locator('input[type="file"]').setInputFiles(await jpeg(tempDir(), "dent.jpg", 320, 240));
  expect((await stored).status()).toBe(201);
  await expect(page.getByRole("progressbar", { name: "Uploading photo 1" })).toHaveCount(0);
  await page.route("**/claims/*/files/*", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Remove photo 1" }).click();
  await expect(page.getByRole("alert")).toHaveText(NETWORK);
});
