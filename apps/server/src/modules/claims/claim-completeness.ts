import { missingAccidentAnswers } from "@hitch/contract/claims/accident-details";
import { asksIsContactDriver } from "@hitch/contract/claims/notifier-info";
import { claimSteps, type ClaimStep } from "@hitch/contract/claims/step-lists";
import type { ClaimRow } from "./repository.ts";

export interface CompletenessFacts {
  isMotionsCloudEnabled: boolean;
  /** Saved other parties; needed when the customer said there are some and their info is known. */
  partyCount: number;
  /** Whether the chosen workshop still belongs to the service and takes this claim. */
  workshopAcceptable: boolean;
}

export interface MissingAnswer {
  /** `<step>.<field>`: the step is the app's route segment (/claims/<step>), so it can send the user there. */
  path: string;
  code: string;
}

const REQUIRED = "validation.requiredField";

function missingInStep(step: ClaimStep, c: ClaimRow, facts: CompletenessFacts): [string, string][] {
  switch (step) {
    case "incidents":
      return c.incidentType ? [] : [["incidentType", REQUIRED]];
    case "vehicle-details":
      if (!c.licensePlate) return [["licensePlate", REQUIRED]];
      return c.insuranceVerified ? [] : [["licensePlate", "VEHICLE_NOT_INSURED"]];
    case "notifier-info": {
      const out: [string, string][] = [];
      if (!c.notifierName || !c.notifierPhone || !c.notifierPersonalCode) out.push(["notifier", REQUIRED]);
      if (asksIsContactDriver(c.incidentType)) {
        if (c.isContactDriver === null) out.push(["isContactDriver", REQUIRED]);
        else if (!c.isContactDriver && (!c.driverName || !c.driverPhone || !c.driverPersonalCode))
          out.push(["driver", REQUIRED]);
      }
      return out;
    }
    case "other-parties":
      if (c.otherPartiesInvolved === null) return [["otherPartiesInvolved", REQUIRED]];
      if (!c.otherPartiesInvolved) return [];
      if (c.otherPartiesInfo === null) return [["otherPartiesInfo", REQUIRED]];
      return c.otherPartiesInfo && facts.partyCount === 0 ? [["otherParties", REQUIRED]] : [];
    case "accident-details": {
      const out: [string, string][] = [];
      if (!c.accidentAt) out.push(["accidentDatetime", REQUIRED]);
      if (!c.accidentAddress) out.push(["address", REQUIRED]);
      if (c.accidentLatitude === null || c.accidentLongitude === null) out.push(["location", REQUIRED]);
      if (!c.accidentDescription) out.push(["description", REQUIRED]);
      const answers = {
        whoCaused: c.whoCaused,
        authoritiesNotified: c.authoritiesNotified,
        personalInjury: c.personalInjury,
      };
      for (const key of missingAccidentAnswers(c.incidentType, answers)) out.push([key, REQUIRED]);
      return out;
    }
    case "settlement-type":
      return c.settlementType ? [] : [["claimSettlementType", REQUIRED]];
    case "select-workshop":
      if (c.workshopId === null) return [["workshopId", REQUIRED]];
      return facts.workshopAcceptable ? [] : [["workshopId", "WORKSHOP_NOT_SUITABLE"]];
    case "communication-preferences":
      return (c.communicationPreferences ?? []).length > 0
        ? []
        : [["communicationPreferences", "validation.communicationRequired"]];
    // Damage cells and photos may be skipped in the app ('Skip for now', an unchanged grid).
    case "damage-location":
    case "photo":
    case "claim-received":
      return [];
  }
}

/**
 * What the claim still lacks for its own step list (incident type x automatic-assessment flag).
 * An answer to a step the list does not contain is never asked for.
 */
export function missingForSubmission(claim: ClaimRow, facts: CompletenessFacts): MissingAnswer[] {
  return claimSteps(claim.incidentType, facts.isMotionsCloudEnabled).flatMap((step) =>
    missingInStep(step, claim, facts).map(([field, code]) => ({ path: `${step}.${field}`, code })),
  );
}
