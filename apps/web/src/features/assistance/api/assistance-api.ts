import type { AssistanceRequest } from "@hitch/contract/assistance/assistance-request";
import type { AssistanceContactRequest } from "@hitch/contract/assistance/contact";
import type { AssistanceVehicleRequest } from "@hitch/contract/assistance/vehicle";
import type { AssistanceLocationRequest } from "@hitch/contract/assistance/location";
import type { AssistanceAdditionalInfoRequest } from "@hitch/contract/assistance/additional-info";
import type { AssistanceSubmitResponse } from "@hitch/contract/assistance/submit";
import type { AssistanceIncidentType } from "@hitch/contract/common/enums";
import type { VehicleLookupResponse } from "@hitch/contract/vehicles/lookup";
import type { GeocodeResponse } from "@hitch/contract/geo/geocode";
import type { PlacesSearchResponse } from "@hitch/contract/geo/places-search";
import type { ServiceDetails } from "@hitch/contract/services/service";
import { api } from "../../../api/client.ts";
import { isAssistanceRequest } from "./request-shape.ts";

// The server calls this flow makes, one function each.

const base = (id: number) => `/assistance-request/${id}`;

/** Checked without zod (see request-shape.ts): this call runs before the landing screen. */
export async function loadRequest(id: number): Promise<AssistanceRequest> {
  const request = await api(base(id));
  if (!isAssistanceRequest(request)) throw new Error(`GET ${base(id)}: the answer is not an assistance request`);
  return request;
}

export const lookUpVehicle = (plate: string, requestId: number) =>
  api<VehicleLookupResponse>(`/vehicles/${encodeURIComponent(plate)}?requestId=${requestId}`);

export const saveContact = (id: number, body: AssistanceContactRequest) => api<AssistanceRequest>(`${base(id)}/contact`, { method: "PATCH", body });

export const saveVehicle = (id: number, body: AssistanceVehicleRequest) => api<AssistanceRequest>(`${base(id)}/vehicle`, { method: "PATCH", body });

export const saveIncident = (id: number, incidentType: AssistanceIncidentType) =>
  api<AssistanceRequest>(`${base(id)}/incident`, { method: "PATCH", body: { incidentType } });

export const saveLocation = (id: number, body: AssistanceLocationRequest) => api<AssistanceRequest>(`${base(id)}/location`, { method: "PATCH", body });

export const saveAdditionalInfo = (id: number, body: AssistanceAdditionalInfoRequest) =>
  api<AssistanceRequest>(`${base(id)}/additional-info`, { method: "PATCH", body });

export const submitRequest = (id: number) => api<AssistanceSubmitResponse>(base(id), { method: "PUT" });

export const deleteFile = (id: number, path: string) => api(`${base(id)}/files/${encodeURIComponent(path)}`, { method: "DELETE" });

export const filesUrl = (id: number) => `${base(id)}/files`;

export const reverseGeocode = (id: number, latitude: number, longitude: number, signal?: AbortSignal) =>
  api<GeocodeResponse>(`${base(id)}/geocode?latitude=${latitude}&longitude=${longitude}`, { signal });

export const searchPlaces = (query: string, latitude: number, longitude: number, signal?: AbortSignal) =>
  api<PlacesSearchResponse>(
    `/places?query=${encodeURIComponent(query)}&latitude=${latitude}&longitude=${longitude}&limit=6`,
    { signal },
  );

export const loadService = (serviceExternalId: string) => api<ServiceDetails>(`/services/${encodeURIComponent(serviceExternalId)}`);
