import type { AssistanceIncidentType } from "@hitch/contract/common/enums";

/** Incident names (the assistance tiles, the tracking summary), one literal key per incident type (so the locale test sees each key in use). */
export const INCIDENT_LABELS: Record<AssistanceIncidentType, string> = {
  UNKNOWN_TECHNICAL_ISSUE: "assistance:incidents.types.UNKNOWN_TECHNICAL_ISSUE",
  EMPTY_BATTERY: "assistance:incidents.types.EMPTY_BATTERY",
  FLAT_TIRES: "assistance:incidents.types.FLAT_TIRES",
  TRAFFIC_ACCIDENT: "assistance:incidents.types.TRAFFIC_ACCIDENT",
  STUCK_IN_SAND_SNOW_MUD: "assistance:incidents.types.STUCK_IN_SAND_SNOW_MUD",
  RUN_OUT_OF_FUEL: "assistance:incidents.types.RUN_OUT_OF_FUEL",
  DOOR_LOCKED: "assistance:incidents.types.DOOR_LOCKED",
  OTHER: "assistance:incidents.types.OTHER",
};
