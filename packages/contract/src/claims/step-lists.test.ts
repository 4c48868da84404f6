import { describe, expect, it } from "vitest";
import { CLAIM_INCIDENT_TYPES, type ClaimIncidentType } from "../common/enums.ts";
import { claimProgress, claimStepIndex, claimSteps, nextClaimStep, resolveClaimStep } from "./step-lists.ts";

// The step lists written out by hand, one line per combination, so a wrong rule fails here.
const SPEC: Record<"off" | "on", Record<ClaimIncidentType, string>> = {
  off: {
    WINDSHIELD_DAMAGE:
      "incidents, vehicle-details, photo, notifier-info, accident-details, select-workshop, communication-preferences, claim-received",
    TRAFFIC_ACCIDENT:
      "incidents, vehicle-details, damage-location, photo, notifier-info, other-parties, accident-details, select-workshop, communication-preferences, claim-received",
    HIT_WILD_ANIMAL:
      "incidents, vehicle-details, damage-location, photo, notifier-info, other-parties, accident-details, select-workshop, communication-preferences, claim-received",
    OTHER:
      "incidents, vehicle-details, damage-location, photo, notifier-info, other-parties, accident-details, select-workshop, communication-preferences, claim-received",
    TECHNICAL_BREAKDOWN:
      "incidents, vehicle-details, notifier-info, accident-details, select-workshop, communication-preferences, claim-received",
    THEFT:
      "incidents, vehicle-details, photo, notifier-info, accident-details, communication-preferences, claim-received",
    VANDALISM_OR_FIRE:
      "incidents, vehicle-details, damage-location, photo, notifier-info, accident-details, select-workshop, communication-preferences, claim-received",
  },
  on: {
    TRAFFIC_ACCIDENT:
      "incidents, vehicle-details, notifier-info, other-parties, accident-details, settlement-type, communication-preferences, claim-received",
    HIT_WILD_ANIMAL:
      "incidents, vehicle-details, notifier-info, other-parties, accident-details, settlement-type, communication-preferences, claim-received",
    OTHER:
      "incidents, vehicle-details, notifier-info, other-parties, accident-details, settlement-type, communication-preferences, claim-received",
    WINDSHIELD_DAMAGE:
      "incidents, vehicle-details, notifier-info, accident-details, settlement-type, communication-preferences, claim-received",
    TECHNICAL_BREAKDOWN:
      "incidents, vehicle-details, notifier-info, accident-details, settlement-type, communication-preferences, claim-received",
    THEFT:
      "incidents, vehicle-details, notifier-info, accident-details, settlement-type, communication-preferences, claim-received",
    VANDALISM_OR_FIRE:
      "incidents, vehicle-details, notifier-info, accident-details, settlement-type, communication-preferences, claim-received",
  },
};

const combos = (["off", "on"] as const).flatMap((flag) =>
  CLAIM_INCIDENT_TYPES.map((incident) => ({
    flag,
    incident,
    on: flag === "on",
    expected: SPEC[flag][incident].split(", "),
  })),
);

describe("claim step lists", () => {
  it("covers all 14 combinations of incident type and flag", () => {
    expect(combos).toHaveLength(14);
  });

  it.each(combos)("lists the steps for $incident with the flag $flag", ({ incident, on, expected }) => {
    expect([...claimSteps(incident, on)]).toEqual(expected);
  });

  it.each(combos)(
    "walks $incident with the flag $flag from incidents to claim-received, then stops",
    ({ incident, on, expected }) => {
      const walked = ["incidents"];
      for (
        let step = nextClaimStep("incidents", incident, on);
        step !== null;
        step = nextClaimStep(step, incident, on)
      ) {
        walked.push(step);
        expect(walked.length).toBeLessThanOrEqual(expected.length);
      }
      expect(walked).toEqual(expected);
    },
  );

  it.each(combos)(
    "numbers the progress of $incident with the flag $flag as step n of the list's length",
    ({ incident, on, expected }) => {
      expected.forEach((step, i) => {
        expect(claimStepIndex(step, incident, on)).toBe(i);
        expect(claimProgress(step, incident, on)).toEqual({ step: i + 1, total: expected.length });
      });
    },
  );
});

describe("next step and fallback rules", () => {
  it("has no step after claim-received", () => {
    expect(nextClaimStep("claim-received", "THEFT", false)).toBeNull();
  });

  it("skips steps the incident does not collect", () => {
    expect(nextClaimStep("vehicle-details", "THEFT", false)).toBe("photo");
    expect(nextClaimStep("accident-details", "THEFT", false)).toBe("communication-preferences");
    expect(nextClaimStep("accident-details", "TRAFFIC_ACCIDENT", true)).toBe("settlement-type");
    expect(nextClaimStep("vehicle-details", "WINDSHIELD_DAMAGE", true)).toBe("notifier-info");
  });

  it("falls back to incidents for a step the claim's list does not contain", () => {
    expect(nextClaimStep("damage-location", "THEFT", false)).toBe("incidents");
    expect(nextClaimStep("select-workshop", "OTHER", true)).toBe("incidents");
    expect(nextClaimStep("no-such-step", "OTHER", false)).toBe("incidents");
    expect(resolveClaimStep("settlement-type", "OTHER", false)).toBe("incidents");
    expect(resolveClaimStep("photo", "OTHER", false)).toBe("photo");
    expect(claimProgress("settlement-type", "OTHER", false)).toBeNull();
  });

  it("knows only the incidents step before an incident is chosen", () => {
    expect([...claimSteps(null, false)]).toEqual(["incidents"]);
    expect(nextClaimStep("incidents", null, true)).toBeNull();
    expect(resolveClaimStep("vehicle-details", undefined, false)).toBe("incidents");
  });
});
