import type { ClaimIncidentType } from "../common/enums.ts";

/** Claim steps, each the last segment of its route /claims/<step>. */
export const CLAIM_STEPS = [
  "incidents",
  "vehicle-details",
  "damage-location",
  "photo",
  "notifier-info",
  "other-parties",
  "accident-details",
  "settlement-type",
  "select-workshop",
  "communication-preferences",
  "claim-received",
] as const;
export type ClaimStep = (typeof CLAIM_STEPS)[number];

export const claimStepPath = (step: ClaimStep) => `/claims/${step}` as const;

/** The step a missing or unknown step falls back to. */
export const CLAIM_FALLBACK_STEP: ClaimStep = "incidents";

type StepList = readonly ClaimStep[];

const COLLISION_OFF: StepList = [
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
const COLLISION_ON: StepList = [
  "incidents",
  "vehicle-details",
  "notifier-info",
  "other-parties",
  "accident-details",
  "settlement-type",
  "communication-preferences",
  "claim-received",
];
const SIMPLE_ON: StepList = [
  "incidents",
  "vehicle-details",
  "notifier-info",
  "accident-details",
  "settlement-type",
  "communication-preferences",
  "claim-received",
];

/** The step lists per incident type, by isMotionsCloudEnabled. */
export const CLAIM_STEP_LISTS: Record<"off" | "on", Record<ClaimIncidentType, StepList>> = {
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

/**
 * The step list for a claim. Before an incident is chosen only the first step is known, so the
 * list is just ['incidents'].
 */
export function claimSteps(incident: ClaimIncidentType | null | undefined, isMotionsCloudEnabled: boolean): StepList {
  if (!incident) return [CLAIM_FALLBACK_STEP];
  return CLAIM_STEP_LISTS[isMotionsCloudEnabled ? "on" : "off"][incident];
}

/** 0-based position of a step in the claim's list, or -1 when the list does not contain it. */
export function claimStepIndex(current: string, incident: ClaimIncidentType | null | undefined, flag: boolean): number {
  return (claimSteps(incident, flag) as readonly string[]).indexOf(current);
}

/**
 * The step after `current`: the following entry of the list, null after the last one, and the
 * incidents step when `current` is not in the list (the fallback).
 */
export function nextClaimStep(
  current: string,
  incident: ClaimIncidentType | null | undefined,
  flag: boolean,
): ClaimStep | null {
  const list = claimSteps(incident, flag);
  const i = (list as readonly string[]).indexOf(current);
  if (i === -1) return CLAIM_FALLBACK_STEP;
  return i + 1 < list.length ? list[i + 1] : null;
}

/** A requested step the claim's list does not contain falls back to incidents. */
export function resolveClaimStep(
  requested: string,
  incident: ClaimIncidentType | null | undefined,
  flag: boolean,
): ClaimStep {
  return claimStepIndex(requested, incident, flag) === -1 ? CLAIM_FALLBACK_STEP : (requested as ClaimStep);
}

/** Progress indicator: step n (1-based) of the list's length, or null for a step outside the list. */
export function claimProgress(current: string, incident: ClaimIncidentType | null | undefined, flag: boolean) {
  const i = claimStepIndex(current, incident, flag);
  return i === -1 ? null : { step: i + 1, total: claimSteps(incident, flag).length };
}
