import type { ClaimIncidentType } from "@hitch/contract/common/enums";
import type { ServiceDetails } from "@hitch/contract/services/service";
import type { Workshop } from "@hitch/contract/workshops/workshop";
import { client, parsedBodyBeside } from "../../../api/client.ts";

export interface WorkshopFilters {
  incidentType: ClaimIncidentType;
  vehicleMark: string;
  vehicleYear: number | null;
}

/** GET /services/{externalId}/workshops: public, no session (the picker has no claim). */
export function loadServiceWorkshops(externalId: string, f: WorkshopFilters): Promise<Workshop[]> {
  const query = { incidentType: f.incidentType, vehicleMark: f.vehicleMark, vehicleYear: f.vehicleYear ?? undefined };
  return parsedBodyBeside(
    async () => (await import("@hitch/contract/workshops/workshop")).workshopListResponseSchema,
    client.GET("/services/{externalId}/workshops", { params: { path: { externalId }, query } }),
  );
}

export const loadService = (externalId: string): Promise<ServiceDetails> =>
  parsedBodyBeside(
    async () => (await import("@hitch/contract/services/service")).serviceDetailsSchema,
    client.GET("/services/{serviceExternalId}", { params: { path: { serviceExternalId: externalId } } }),
  );
