import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN_KEY } from "../fixtures/env.ts";
import {
  answer,
  chooseIncident,
  next,
  openClaim,
  saveNotifier,
  saveVehicle,
  serviceFor,
  skipPhotos,
  stepUrl,
} from "./damage-report-flow.ts";
import {
  chooseNearestWorkshop,
  chooseSettlement,
  expectAssessmentPage,
  submitButton,
  expectClaimReceived,
  fillAccidentDetails,
  fillFirstHalfByApi,
  INCIDENTS,
  SHOWN,
  storedClaim,
  submitCommunication,
  type AccidentAnswers,
  type Incident,
} from "./filing-flow.ts";

// Every incident type with the flag off and on, from the incident to claim received or the
// assessment redirect, then every saved value read back from the server. Three combinations take
// the damage report through the screens too; the rest save it through the API to keep CI fast.

// 15/01/2026 08:30 in Tallinn (winter, UTC+2) is 06:30 UTC.
test.use({ timezoneId: "Europe/Tallinn" });
const ACCIDENT_AT = "2026-01-15T06:30:00.000Z";

const THROUGH_THE_SCREENS = new Set(["TRAFFIC_ACCIDENT:off", "HIT_WILD_ANIMAL:on", "VANDALISM_OR_FIRE:off"]);

/** The damage report on its screens, as its specs take it (no photos, no other parties). */
async function firstHalfOnScreens(page: Page, incident: Incident, flag: boolean) {
  const collision = ["TRAFFIC_ACCIDENT", "HIT_WILD_ANIMAL", "OTHER"].includes(incident);
  const list = flag
    ? ["vehicle-details", "notifier-info", ...(collision ? ["other-parties"] : []), "accident-details"]
    : incident === "VANDALISM_OR_FIRE"
      ? ["vehicle-details", "damage-location", "photo", "notifier-info", "accident-details"]
      : ["vehicle-details", "damage-location", "photo", "notifier-info", "other-parties", "accident-details"];
  await chooseIncident(page, incident, list[0]);
  for (let i = 0; list[i] !== "accident-details"; i++) {
    const [step, to] = [list[i], list[i + 1]];
    if (step === "vehicle-details") await saveVehicle(page, to);
    else if (step === "damage-location") {
      await page.locator('[data-cell="1-1"]').click();
      await next(page, to);
    } else if (step === "photo") await skipPhotos(page, to);
    else if (step === "notifier-info") await saveNotifier(page, to);
    else if (step === "other-parties") {
      await answer(page, "otherPartiesInvolved", false);
      await next(page, to);
    }
  }
}

for (const flag of [false, true]) {
  for (const [n, incident] of INCIDENTS.entries()) {
    const key = `${incident}:${flag ? "on" : "off"}`;
    const onScreens = THROUGH_THE_SCREENS.has(key);
    test(`${incident} with the flag ${flag ? "on" : "off"} is filed from the incident to ${flag ? "the assessment page" : "claim received"} with every value saved${onScreens ? " (all screens)" : ""}`, async ({
      page,
    }) => {
      const link = await openClaim(page, { serviceName: serviceFor(flag) });
      if (onScreens) await firstHalfOnScreens(page, incident, flag);
      else {
        // TECHNICAL_BREAKDOWN has no tile: like the other API-filled ones, its incident is set on the server.
        await fillFirstHalfByApi(page, link.id, incident);
        await page.goto("/claims/accident-details");
      }
      await expect(page).toHaveURL(stepUrl("accident-details"));

      // Vary the answers across the combinations so each stored value is really the one chosen.
      const answers: AccidentAnswers = {
        whoCaused: (["ME", "OTHER", "UNKNOWN"] as const)[n % 3],
        authoritiesNotified: n % 2 === 0,
        personalInjury: (n + (flag ? 1 : 0)) % 2 === 0,
      };
      const address = await fillAccidentDetails(page, incident, answers);

      let workshopName: string | null = null;
      const settlement = n % 2 === 0 ? "MONEY" : "REPAIR";
      if (flag) {
        await next(page, "settlement-type");
        await chooseSettlement(page, settlement);
        await next(page, "communication-preferences");
      } else if (incident === "THEFT") {
        // Theft has no workshop step.
        await next(page, "communication-preferences");
      } else {
        await next(page, "select-workshop");
        workshopName = await chooseNearestWorkshop(page);
        await expect(page).toHaveURL(stepUrl("communication-preferences"));
      }
      const channels = { email: n % 3 !== 1, sms: n % 3 !== 2 };
      await submitCommunication(page, channels);

      if (flag) {
        await expectAssessmentPage(page, link.externalId);
        // Back from the hand-off finds the filed claim's confirmation, never its editable last step.
        await page.goBack();
        await expectClaimReceived(page);
        await expect(submitButton(page)).toHaveCount(0);
      } else await expectClaimReceived(page);

      const claim = await storedClaim(page, link.id);
      expect(claim.submitted).toBe(true);
      expect(claim.incidentType).toBe(incident);
      expect(claim.vehicleDetails.licensePlate).toBe("123ABC");
      expect(claim.notifierInfo.notifier.contact.name).toBe("Mari Maasikas");
      expect(claim.accidentDetails).toEqual({
        accidentDatetime: ACCIDENT_AT,
        address,
        location: { latitude: expect.any(Number), longitude: expect.any(Number) },
        description: `Filing test: ${incident}`,
        whoCaused: SHOWN.whoCaused(incident) ? answers.whoCaused : null,
        authoritiesNotified: SHOWN.authoritiesNotified(incident) ? answers.authoritiesNotified : null,
        personalInjury: SHOWN.personalInjury(incident) ? answers.personalInjury : null,
      });
      // A chosen suggestion keeps its point (Tallinn), not the 0, 0 of typed text.
      expect(claim.accidentDetails.location.latitude).toBeCloseTo(59.4, 0);
      expect(claim.accidentDetails.location.longitude).toBeCloseTo(24.7, 0);
      expect(claim.settlementType).toBe(flag ? settlement : null);
      expect(claim.communicationPreferences).toEqual([
        ...(channels.email ? ["EMAIL"] : []),
        ...(channels.sms ? ["SMS"] : []),
      ]);
      if (workshopName) {
        // The service's workshops through the operator API: a filed claim's own session sees only its outcome.
        const res = await page.request.get(`/api/v1/admin/workshops?serviceName=${serviceFor(flag)}`, {
          headers: { Authorization: `Bearer ${E2E_ADMIN_KEY}` },
        });
        const chosen = (await res.json()).find((w: { id: number }) => w.id === claim.workshopId);
        expect(chosen?.name).toBe(workshopName);
      } else expect(claim.workshopId).toBeNull();
      if (onScreens && !flag) expect(claim.damageArea?.coordinates ?? []).not.toHaveLength(0);
    });
  }
}
