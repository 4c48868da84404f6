import { expect, test, type Page } from "@playwright/test";
import {
  answer,
  chooseIncident,
  fillPerson,
  next,
  nextButton,
  NOTIFIER,
  openClaim,
  saveVehicle,
  serverClaim,
  stepUrl,
} from "./damage-report-flow.ts";

async function toParties(page: Page) {
  const link = await openClaim(page, { serviceName: "demo-lv" });
  await chooseIncident(page, "HIT_WILD_ANIMAL");
  await saveVehicle(page, "notifier-info");
  await fillPerson(page, "notifier", NOTIFIER);
  await answer(page, "isContactDriver", true);
  await next(page, "other-parties");
  return link;
}

const radio = (page: Page, name: string, value: "yes" | "no") =>
  page.locator(`input[name="${name}"][value="${value}"]`);
const cards = (page: Page) => page.getByTestId("party-card");

test("parties are added, saved, edited and deleted on the server", async ({ page }) => {
  const link = await toParties(page);
  await answer(page, "otherPartiesInvolved", true);
  await answer(page, "otherPartiesInfo", true);
  await expect(cards(page)).toHaveCount(1);
  // One party: no delete button.
  await expect(cards(page).getByRole("button", { name: "Delete this party" })).toHaveCount(0);

  const first = cards(page).nth(0);
  await first.locator('input[value="vehicle"]').check();
  await first.locator('input[name$="-licensePlate"]').fill("xyz789");
  await fillPerson(page, (await first.locator('input[name$=".name"]').getAttribute("name"))!.replace(/\.name$/, ""), {
    name: "Other Driver",
    personalCode: "",
    phone: "5550000",
    email: "other@example.com",
  });
  await page.getByRole("button", { name: "Add another party" }).click();
  const second = cards(page).nth(1);
  await second.locator('input[value="object"]').check();
  await second.locator('textarea[name$="-description"]').fill("Road sign");
  await expect(cards(page).getByRole("button", { name: "Delete this party" })).toHaveCount(2);
  await next(page, "accident-details");

  let claim = await serverClaim(page, link.id);
  expect(claim.otherPartiesInvolved).toBe(true);
  expect(claim.otherPartiesInfo).toBe(true);
  expect(
    claim.otherParties
      .map(
        (p: { type: string; vehicle: { licensePlate: string } | null; object: { description: string } | null }) =>
          p.vehicle?.licensePlate ?? p.object?.description,
      )
      .sort(),
  ).toEqual(["Road sign", "XYZ789"]);
  expect(claim.otherParties.find((p: { type: string }) => p.type === "vehicle").person).toMatchObject({
    fullName: "Other Driver",
    phone: "5550000",
    email: "other@example.com",
  });

  await page.goBack();
  await expect(page).toHaveURL(stepUrl("other-parties"));
  await expect(cards(page).getByTestId("party-title")).toHaveText(["XYZ789", "Road sign"]);
  // Edit the vehicle's plate, delete the object.
  await cards(page).nth(0).getByRole("button", { name: "XYZ789" }).click();
  await cards(page).nth(0).locator('input[name$="-licensePlate"]').fill("xyz780");
  await cards(page).nth(1).getByRole("button", { name: "Road sign" }).click();
  await cards(page).nth(1).getByRole("button", { name: "Delete this party" }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect.poll(async () => (await serverClaim(page, link.id)).otherParties.length).toBe(1);
  await next(page, "accident-details");
  claim = await serverClaim(page, link.id);
  expect(claim.otherParties.map((p: { vehicle: { licensePlate: string } | null }) => p.vehicle?.licensePlate)).toEqual([
    "XYZ780",
  ]);
});

test("the two questions: No hides and clears, info No hides the list, both yes without parties comes back as yes / no", async ({
  page,
}) => {
  const link = await toParties(page);
  await expect(page.locator('input[name="otherPartiesInfo"]')).toHaveCount(0);
  await answer(page, "otherPartiesInvolved", true);
  await answer(page, "otherPartiesInfo", true);
  await expect(cards(page)).toHaveCount(1);
  await answer(page, "otherPartiesInfo", false);
  await expect(cards(page)).toHaveCount(0);
  await answer(page, "otherPartiesInvolved", false);
  await expect(page.locator('input[name="otherPartiesInfo"]')).toHaveCount(0);
  await answer(page, "otherPartiesInvolved", true);
  await expect(radio(page, "otherPartiesInfo", "yes")).not.toBeChecked();
  await expect(radio(page, "otherPartiesInfo", "no")).not.toBeChecked();

  // Involved yes, info no: straight on, both answers stored.
  await answer(page, "otherPartiesInfo", false);
  await next(page, "accident-details");
  expect(await serverClaim(page, link.id)).toMatchObject({ otherPartiesInvolved: true, otherPartiesInfo: false });

  const res = await page.request.put(`/api/v1/public/claims/${link.id}/other-parties-details`, {
    data: { otherPartiesInvolved: true, otherPartiesInfo: true },
  });
  expect(res.ok()).toBe(true);
  await page.goto("/claims/other-parties");
  await expect(radio(page, "otherPartiesInvolved", "yes")).toBeChecked();
  await expect(radio(page, "otherPartiesInfo", "no")).toBeChecked();
});

test("a failed flag update resets both answers to No", async ({ page }) => {
  await toParties(page);
  await answer(page, "otherPartiesInvolved", true);
  await answer(page, "otherPartiesInfo", false);
  await page.route("**/other-parties-details", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"statusCode":500,"code":"INTERNAL_ERROR"}' }),
  );
  await nextButton(page).click();
  await expect(page.getByRole("alert")).toContainText("Sorry, something went wrong. Try again later.");
  await expect(radio(page, "otherPartiesInvolved", "no")).toBeChecked();
  await expect(page.locator('input[name="otherPartiesInfo"]')).toHaveCount(0);
  await expect(page).toHaveURL(stepUrl("other-parties"));
});

test("the party type chooser fits a phone in Latvian and keeps full-size radios in Lithuanian", async ({ page }) => {
  await openClaim(page, { serviceName: "demo-lv" });
  await chooseIncident(page, "HIT_WILD_ANIMAL");
  await saveVehicle(page, "notifier-info");
  // A Latvian personal code has a dash (150185-12345): the keypad must offer one.
  await expect(page.locator('input[name="notifier.personalCode"]')).toHaveAttribute("inputmode", "text");
  await fillPerson(page, "notifier", NOTIFIER);
  await answer(page, "isContactDriver", true);
  await next(page, "other-parties");
  await answer(page, "otherPartiesInvolved", true);
  await answer(page, "otherPartiesInfo", true);
  const typeRadios = cards(page).first().locator('input[type="radio"]');
  for (const language of ["lv", "lt"]) {
    await page.getByRole("combobox", { name: /Language|Valoda|Kalba/ }).selectOption(language);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const box of [await typeRadios.nth(0).boundingBox(), await typeRadios.nth(1).boundingBox()])
      expect(Math.round(box!.width)).toBe(20);
  }
});

test("a half-filled party card survives a reload, and its phone prefix starts on the service's country", async ({
  page,
}) => {
  await toParties(page);
  await answer(page, "otherPartiesInvolved", true);
  await answer(page, "otherPartiesInfo", true);
  const card = cards(page).nth(0);
  await card.locator('input[value="object"]').check();
  // demo-lv is a Latvian service: +371, not Estonia's +372.
  const prefix = card.locator('input[name$=".phone"]').locator("xpath=preceding-sibling::select");
  await expect(prefix).toHaveValue("+371");
  await card.locator("textarea").fill("Roadside fence");
  await card.locator('input[name$=".name"]').fill("Anna Bērziņa");
  await page.reload();

  await expect(page.locator('input[name="otherPartiesInvolved"][value="yes"]')).toBeChecked();
  await expect(page.locator('input[name="otherPartiesInfo"][value="yes"]')).toBeChecked();
  await expect(cards(page)).toHaveCount(1);
  await expect(card.locator('input[value="object"]')).toBeChecked();
  await expect(card.locator("textarea")).toHaveValue("Roadside fence");
  await expect(card.locator('input[name$=".name"]')).toHaveValue("Anna Bērziņa");
  await expect(prefix).toHaveValue("+371");
  // A second card starts on the service's country too; once saved, the draft is gone.
  await page.getByRole("button", { name: "Add another party" }).click();
  await cards(page).nth(1).locator('input[value="vehicle"]').check();
  await expect(
    cards(page).nth(1).locator('input[name$=".phone"]').locator("xpath=preceding-sibling::select"),
  ).toHaveValue("+371");
  await cards(page).nth(1).getByRole("button", { name: "Delete this party" }).click();
  await next(page, "accident-details");
  expect(await page.evaluate(() => localStorage.getItem("hitch.claim.draft.other-parties"))).toBeNull();
});
