import type { AssistanceRequest } from "@hitch/contract/assistance/assistance-request";
import type { AssistanceContactRequest } from "@hitch/contract/assistance/contact";
import type { AssistanceVehicleRequest } from "@hitch/contract/assistance/vehicle";
import type { AssistanceLocationRequest } from "@hitch/contract/assistance/location";
import type { AssistanceAdditionalInfoRequest } from "@hitch/contract/assistance/additional-info";
import type { AssistanceIncidentType } from "@hitch/contract/common/enums";
import { bodyOf, client, parsedBodyBeside } from "../../../api/client.ts";
import { apiPostPath, type JsonBody } from "../../../api/paths.ts";

// The public API calls this flow makes, one function each.

const self = (id: number) => ({ params: { path: { id } } });

/**
 * GET /assistance-request/{id}, checked with the contract's schema so a drifted server fails loudly. The flow
 * layout calls it before the landing screen; the schema loads beside the request (parsedBodyBeside).
 */
export const loadRequest = (id: number): Promise<AssistanceRequest> =>
  parsedBodyBeside(
    async () => (await import("@hitch/contract/assistance/assistance-request")).assistanceRequestSchema,
    client.GET("/assistance-request/{id}", self(id)),
  );

export const lookUpVehicle = (licensePlate: string, requestId: number) =>
  bodyOf(client.GET("/vehicles/{licensePlate}", { params: { path: { licensePlate }, query: { requestId } } }));

export const saveContact = (id: number, body: AssistanceContactRequest) =>
  bodyOf(
    client.PATCH("/assistance-request/{id}/contact", {
      ...self(id),
      body: body as JsonBody<"/assistance-request/{id}/contact", "patch">,
    }),
  );

export const saveVehicle = (id: number, body: AssistanceVehicleRequest) =>
  bodyOf(client.PATCH("/assistance-request/{id}/vehicle", { ...self(id), body }));

export const saveIncident = (id: number, incidentType: AssistanceIncidentType) =>
  bodyOf(client.PATCH("/assistance-request/{id}/incident", { ...self(id), body: { incidentType } }));

export const saveLocation = (id: number, body: AssistanceLocationRequest) =>
  bodyOf(client.PATCH("/assistance-request/{id}/location", { ...self(id), body }));

export const saveAdditionalInfo = (id: number, body: AssistanceAdditionalInfoRequest) =>
  bodyOf(client.PATCH("/assistance-request/{id}/additional-info", { ...self(id), body }));

export const submitRequest = (id: number) => bodyOf(client.PUT("/assistance-request/{id}", self(id)));

export const deleteFile = (id: number, filePath: string) =>
  bodyOf(client.DELETE("/assistance-request/{id}/files/{filePath}", { params: { path: { id, filePath } } }));

/** POST /assistance-request/{id}/files, for the photo upload with progress (XHR, see ui/upload-with-progress.ts). */
export const filesUrl = (id: number) => apiPostPath("/assistance-request/{id}/files", { id });

export const reverseGeocode = (id: number, latitude: number, longitude: number, signal?: AbortSignal) =>
  bodyOf(
    client.GET("/assistance-request/{id}/geocode", {
      params: { path: { id }, query: { latitude, longitude } },
      signal,
    }),
  );

export const searchPlaces = (query: string, latitude: number, longitude: number, signal?: AbortSignal) =>
  bodyOf(client.GET("/places", { params: { query: { query, latitude, longitude, limit: 6 } }, signal }));

export const loadService = (serviceExternalId: string) =>
  bodyOf(client.GET("/services/{serviceExternalId}", { params: { path: { serviceExternalId } } }));
