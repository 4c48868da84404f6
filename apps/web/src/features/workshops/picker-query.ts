import { CLAIM_INCIDENT_TYPES, type ClaimIncidentType } from "@hitch/contract/common/enum-values";
import { parseReturnUrl, targetOrigin } from "./return-choice.ts";

export interface PickerQuery {
  /** The service's external id (`service`, or `serviceId` / `externalId` as some providers name it). */
  service: string | null;
  incidentType: ClaimIncidentType | null;
  vehicleMark: string;
  vehicleYear: number | null;
  language: string | null;
  returnUrl: URL | null | "invalid";
  /** Where a popup's postMessage goes; null when there is no safe origin to address. */
  origin: string | null;
}

const incident = (value: string | null): ClaimIncidentType | null =>
  (CLAIM_INCIDENT_TYPES as readonly (string | null)[]).includes(value) ? (value as ClaimIncidentType) : null;

const year = (value: string | null): number | null => {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1886 && n <= 3000 ? n : null;
};

/** The page's query: filters in, where the choice goes out. Bad filter values are dropped, not fatal. */
export function readPickerQuery(search: URLSearchParams): PickerQuery {
  const returnUrl = parseReturnUrl(search.get("returnUrl"));
  return {
    service: (search.get("service") ?? search.get("serviceId") ?? search.get("externalId"))?.trim() || null,
    incidentType: incident(search.get("incidentType")),
    vehicleMark: search.get("vehicleMark")?.trim().slice(0, 100) ?? "",
    vehicleYear: year(search.get("vehicleYear")),
    language: search.get("language"),
    returnUrl,
    origin: targetOrigin(returnUrl instanceof URL ? returnUrl : null, search.get("origin")),
  };
}
