import { expect, test, type Page } from "@playwright/test";
import {
  answer,
  chooseIncident,
  next,
  openClaim,
  expectProgress,
  saveNotifier,
  saveVehicle,
  serviceFor,
  skipPhotos,
  stepUrl,
} from "./damage-report-flow.ts";

// The step lists per incident type, written out here (not read from the
// contract) so a wrong list in the contract fails this test.
const COLLISION_OFF = [
  "incidents",
  "vehicle-details",
  "damage-location",
  "photo",
  "notifier-info",
  "other-parties",
  "accident-details",
  "select-workshop",
  "communication-preferences",
  "claim-received",
];
const COLLISION_ON = [
  "incidents",
  "vehicle-details",
  "notifier-info",
  "other-parties",
  "accident-details",
  "settlement-type",
  "communication-preferences",
  "claim-received",
];
const SIMPLE_ON = [
  "incidents",
  "vehicle-details",
  "notifier-info",
  "accident-details",
  "settlement-type",
  "communication-preferences",
  "claim-received",
];
const LISTS: Record<"off" | "on", Record<string, string[]>> = {
  off: {
    WINDSHIELD_DAMAGE: [
      "incidents",
      "vehicle-details",
      "photo",
      "notifier-info",
      "accident-details",
      "select-workshop",
      "communication-preferences",
      "claim-received",
    ],
    TRAFFIC_ACCIDENT: COLLISION_OFF,
    HIT_WILD_ANIMAL: COLLISION_OFF,
    OTHER: COLLISION_OFF,
    TECHNICAL_BREAKDOWN: [
      "incidents",
      "vehicle-details",
      "notifier-info",
      "accident-details",
      "select-workshop",
      "communication-preferences",
      "claim-received",
    ],
    THEFT: [
      "incidents",
      "vehicle-details",
      "photo",
      "notifier-info",
      "accident-details",
      "communication-preferences",
      "claim-received",
    ],
    VANDALISM_OR_FIRE: [
      "incidents",
      "vehicle-details",
      "damage-location",
      "photo",
      "notifier-info",
      "accident-details",
      "select-workshop",
      "communication-preferences",
      "claim-received",
    ],
  },
  on: {
    TRAFFIC_ACCIDENT: COLLISION_ON,
    HIT_WILD_ANIMAL: COLLISION_ON,
    OTHER: COLLISION_ON,
    WINDSHIELD_DAMAGE: SIMPLE_ON,
    TECHNICAL_BREAKDOWN: SIMPLE_ON,
    THEFT: SIMPLE_ON,
    VANDALISM_OR_FIRE: SIMPLE_ON,
  },
};
const DAMAGE_REPORT = new Set([
  "incidents",
  "vehicle-details",
  "damage-location",
  "photo",
  "notifier-info",
  "other-parties",
]);

/** Does what a step needs to go on, and lands on the step after it. */
async function pass(page: Page, step: string, to: string) {
  if (step === "vehicle-details") return saveVehicle(page, to);
  if (step === "damage-location") return next(page, to);
  if (step === "photo") return skipPhotos(page, to);
  if (step === "notifier-info") return saveNotifier(page, to);
  if (step === "other-parties") {
    await answer(page, "otherPartiesInvolved", false);
    return next(page, to);
  }
  throw new Error(`no way through ${step}`);
}

for (const flag of [false, true]) {
  for (const [incident, list] of Object.entries(LISTS[flag ? "on" : "off"])) {
    test(`${incident} with the flag ${flag ? "on" : "off"} shows its damage-report steps in order with 'step n of ${list.length}'`, async ({
      page,
    }) => {
      const link = await openClaim(page, { serviceName: serviceFor(flag) });
      if (incident === "TECHNICAL_BREAKDOWN") {
        // A known type without a tile: set on the server, then the flow follows its list.
        const res = await page.request.post(`/api/v1/public/claims/${link.id}/incident`, {
          data: { claimIncidentType: incident },
        });
        expect(res.ok()).toBe(true);
        await page.goto("/claims/vehicle-details");
      } else await chooseIncident(page, incident, list[1]);

      for (let i = 1; DAMAGE_REPORT.has(list[i]); i++) {
        await expect(page).toHaveURL(stepUrl(list[i]));
        await expectProgress(page, i + 1, list.length);
        await pass(page, list[i], list[i + 1]);
      }
      // The last damage-report step hands over to whatever follows in the claim's list.
      const after = list.findIndex((s) => !DAMAGE_REPORT.has(s));
      await expect(page).toHaveURL(stepUrl(list[after]));
    });
  }
}

test("a step outside the claim's list falls back to the incidents step", async ({ page }) => {
  await openClaim(page, { serviceName: "demo-lv" });
  await chooseIncident(page, "TRAFFIC_ACCIDENT");
  await page.goto("/claims/damage-location");
  await expect(page).toHaveURL(stepUrl("incidents"));
  await page.goto("/claims/no-such-step");
  await expect(page).toHaveURL(stepUrl("incidents"));
});

test("choosing an incident without a stored claim id says 'Invalid Claim!' and closing it goes home", async ({
  page,
}) => {
  await openClaim(page);
  await page.evaluate(() => localStorage.removeItem("hitch.claim.session"));
  await page.locator('[data-tile="OTHER"]').click();
  const dialog = page.locator("dialog[open]");
  await expect(dialog).toContainText("Invalid Claim!");
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(page).toHaveURL(/\/$/);
});
