import type { ClaimIncidentType } from "@hitch/contract/common/enums";

/**
 * The six tiles of the claim's first screen, in the contract's order (CLAIM_INCIDENT_TILES).
 * Copied so the first claim screen does not load contract/common/enums and with it zod (~24 KB
 * gzipped) before the user has done anything; incident-tiles.test.ts keeps it equal.
 */
export const INCIDENT_TILES = [
  "WINDSHIELD_DAMAGE",
  "TRAFFIC_ACCIDENT",
  "HIT_WILD_ANIMAL",
  "THEFT",
  "VANDALISM_OR_FIRE",
  "OTHER",
] as const satisfies readonly ClaimIncidentType[];
