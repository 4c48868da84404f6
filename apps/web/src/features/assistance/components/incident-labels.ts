import type { AssistanceIncidentType } from "@hitch/contract/common/enums";

/** Tile texts, one literal key per incident type (so the locale test sees each key in use). */
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

/** The description's placeholder suggests what helps the driver for each kind of problem. */
export const DESCRIPTION_PLACEHOLDERS: Record<AssistanceIncidentType, string> = {
  UNKNOWN_TECHNICAL_ISSUE: "assistance:details.placeholders.UNKNOWN_TECHNICAL_ISSUE",
  EMPTY_BATTERY: "assistance:details.placeholders.EMPTY_BATTERY",
  FLAT_TIRES: "assistance:details.placeholders.FLAT_TIRES",
  TRAFFIC_ACCIDENT: "assistance:details.placeholders.TRAFFIC_ACCIDENT",
  STUCK_IN_SAND_SNOW_MUD: "assistance:details.placeholders.STUCK_IN_SAND_SNOW_MUD",
  RUN_OUT_OF_FUEL: "assistance:details.placeholders.RUN_OUT_OF_FUEL",
  DOOR_LOCKED: "assistance:details.placeholders.DOOR_LOCKED",
  OTHER: "assistance:details.placeholders.OTHER",
};
