import type { CountryCode } from "../common/enum-values.ts";

/**
 * The time zone a service's customers live in, from its country: times the app shows (when the tow truck
 * arrives, when a job ended) are read on the clock of the place the truck is going to, not the phone's.
 */
export const SERVICE_TIME_ZONES: Record<CountryCode, string> = {
  EE: "Europe/Tallinn",
  LV: "Europe/Riga",
  LT: "Europe/Vilnius",
  RU: "Europe/Moscow",
};
