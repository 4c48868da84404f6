import type { ClaimIncidentType } from "@hitch/contract/common/enums";
import { serviceDetailsSchema, type ServiceDetails } from "@hitch/contract/services/service";
import { workshopListResponseSchema, type Workshop } from "@hitch/contract/workshops/workshop";
import { client, parsedBodyOf } from "../../../api/client.ts";

export interface WorkshopFilters {
  incidentType: ClaimIncidentType;
  vehicleMark: string;
  vehicleYear: number | null;
}

/** GET /services/{externalId}/workshops: public, no session (the picker has no claim). */
export function loadServiceWorkshops(externalId: string, f: WorkshopFilters): Promise<Workshop[]> {
  const query = { incidentType: f.incidentType, vehicleMark: f.vehicleMark, vehicleYear: f.vehicleYear ?? undefined };
  return parsedBodyOf(
    workshopListResponseSchema,
    client.GET("/services/{externalId}/workshops", { params: { path: { externalId }, query } }),
  );
}

export const loadService = (externalId: string): Promise<ServiceDetails> =>
  parsedBodyOf(
    serviceDetailsSchema,
    client.GET("/services/{serviceExternalId}", { params: { path: { serviceExternalId: externalId } } }),
  );
