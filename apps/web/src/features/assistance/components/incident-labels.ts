import type { AssistanceIncidentType } from "@hitch/contract/common/enums";

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
