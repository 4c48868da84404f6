import type { ClaimIncidentType } from "@hitch/contract/common/enums";
import { serviceDetailsSchema, type ServiceDetails } from "@hitch/contract/services/service";
import { workshopListResponseSchema, type Workshop } from "@hitch/contract/workshops/workshop";
import { apiParsed } from "../../../api/client.ts";

export interface WorkshopFilters {
  incidentType: ClaimIncidentType;
  vehicleMark: string;
  vehicleYear: number | null;
}

/** GET /services/{externalId}/workshops: public, no session (the picker has no claim). */
export function loadServiceWorkshops(externalId: string, f: WorkshopFilters): Promise<Workshop[]> {
  const query = new URLSearchParams({ incidentType: f.incidentType, vehicleMark: f.vehicleMark });
  if (f.vehicleYear !== null) query.set("vehicleYear", String(f.vehicleYear));
  return apiParsed(workshopListResponseSchema, `/services/${encodeURIComponent(externalId)}/workshops?${query}`);
}

export const loadService = (externalId: string): Promise<ServiceDetails> =>
  apiParsed(serviceDetailsSchema, `/services/${encodeURIComponent(externalId)}`);
