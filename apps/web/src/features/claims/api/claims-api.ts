import type { Claim } from "@hitch/contract/claims/claim";
import type { DamageAreaRequest } from "@hitch/contract/claims/damage-area";
import type { ClaimPhoto } from "@hitch/contract/claims/files";
import type { NotifierInfoRequest } from "@hitch/contract/claims/notifier-info";
import type {
  CreateOtherPartiesRequest,
  OtherPartiesFlagsRequest,
  UpdateOtherPartyRequest,
} from "@hitch/contract/claims/other-parties";
import type { ClaimVehicleDetailsRequest } from "@hitch/contract/claims/vehicle-details";
import type { ClaimIncidentType } from "@hitch/contract/common/enums";
import { bodyOf, client, parsedBodyBeside } from "../../../api/client.ts";
import { apiPostPath, type JsonBody } from "../../../api/paths.ts";

// The public API calls the steps from the incident to the other parties make, one function each.

const claim = (id: number) => ({ params: { path: { id } } });
const claimById = (id: number) => ({ params: { path: { id } } });

/** GET /claims/{id}, checked against the contract; the claim's schemas load beside it (parsedBodyBeside). */
export const loadClaim = (id: number): Promise<Claim> =>
  parsedBodyBeside(
    async () => (await import("@hitch/contract/claims/claim")).claimSchema,
    client.GET("/claims/{id}", claim(id)),
  );

export const saveIncident = (id: number, claimIncidentType: ClaimIncidentType) =>
  bodyOf(client.POST("/claims/{id}/incident", { ...claim(id), body: { claimIncidentType } }));

export const lookUpClaimVehicle = (id: number, licensePlate: string) =>
  bodyOf(client.GET("/claims/{id}/vehicle-details", { params: { path: { id }, query: { licensePlate } } }));

export const saveVehicleDetails = (id: number, body: ClaimVehicleDetailsRequest) =>
  bodyOf(client.POST("/claims/{id}/vehicle-details", { ...claimById(id), body }));

export const loadDamageTemplates = () => bodyOf(client.GET("/damage-location-template"));

export const loadDamageArea = (id: number) =>
  bodyOf(client.GET("/claims/{id}/damage-location-template", claimById(id)));

export const saveDamageArea = (id: number, body: DamageAreaRequest) =>
  bodyOf(client.POST("/claims/{id}/damage-location-template", { ...claimById(id), body }));

/** POST /claims/{id}/file, for the photo upload with progress (XHR, see ui/upload-with-progress.ts). */
export const claimFileUrl = (id: number) => apiPostPath("/claims/{id}/file", { id });

export function uploadClaimFile(
  id: number,
  file: Blob,
  name: string,
  fileType: "DAMAGE_PHOTO" | "DAMAGE_AREA_SCREENSHOT",
): Promise<ClaimPhoto> {
  const body = new FormData();
  body.append("fileType", fileType);
  body.append("file", file, name);
  // The document leaves multipart bodies out (the route reads the parts itself); FormData is sent as is.
  return bodyOf(client.POST("/claims/{id}/file", { ...claim(id), body: body as never }));
}

export const deleteClaimFile = (id: number, fileId: number) =>
  bodyOf(client.DELETE("/claims/{id}/files/{fileId}", { params: { path: { id, fileId } } }));

export const saveNotifierInfo = (id: number, body: NotifierInfoRequest) =>
  bodyOf(
    client.POST("/claims/{id}/notifier-info", {
      ...claim(id),
      body: body as JsonBody<"/claims/{id}/notifier-info", "post">,
    }),
  );

export const saveOtherPartiesFlags = (id: number, body: OtherPartiesFlagsRequest) =>
  bodyOf(client.PUT("/claims/{id}/other-parties-details", { ...claimById(id), body }));

export const loadParties = (id: number) => bodyOf(client.GET("/claims/{id}/other-parties", claimById(id)));

export const createParties = (id: number, body: CreateOtherPartiesRequest) =>
  bodyOf(
    client.POST("/claims/{id}/other-parties", {
      ...claimById(id),
      body: body as JsonBody<"/claims/{id}/other-parties", "post">,
    }),
  );

export const updateParty = (id: number, body: UpdateOtherPartyRequest) =>
  bodyOf(
    client.PUT("/claims/{id}/other-parties", {
      ...claimById(id),
      body: body as JsonBody<"/claims/{id}/other-parties", "put">,
    }),
  );

export const deleteParty = (id: number, partyId: number) =>
  bodyOf(client.DELETE("/claims/{id}/other-parties", { params: { path: { id }, query: { partyId } } }));
