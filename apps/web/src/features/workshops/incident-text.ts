import type { ClaimIncidentType } from "@hitch/contract/common/enums";

/** Written out so the locale test sees each key. */
export const INCIDENT_TEXT: Record<ClaimIncidentType, string> = {
  WINDSHIELD_DAMAGE: "workshops:incidents.WINDSHIELD_DAMAGE",
  TRAFFIC_ACCIDENT: "workshops:incidents.TRAFFIC_ACCIDENT",
  HIT_WILD_ANIMAL: "workshops:incidents.HIT_WILD_ANIMAL",
  TECHNICAL_BREAKDOWN: "workshops:incidents.TECHNICAL_BREAKDOWN",
  THEFT: "workshops:incidents.THEFT",
  VANDALISM_OR_FIRE: "workshops:incidents.VANDALISM_OR_FIRE",
  OTHER: "workshops:incidents.OTHER",
};
