import { claimSchema, type Claim } from "@hitch/contract/claims/claim";
import type { DamageArea, DamageAreaRequest, DamageTemplate } from "@hitch/contract/claims/damage-area";
import type { ClaimPhoto } from "@hitch/contract/claims/files";
import type { NotifierInfoRequest } from "@hitch/contract/claims/notifier-info";
import type { CreateOtherPartiesRequest, OtherPartiesFlagsRequest, Party, UpdateOtherPartyRequest } from "@hitch/contract/claims/other-parties";
import type { ClaimVehicleDetails, ClaimVehicleDetailsRequest } from "@hitch/contract/claims/vehicle-details";
import type { ClaimIncidentType } from "@hitch/contract/common/enums";
import type { ClaimVehicleLookupResponse } from "@hitch/contract/vehicles/lookup";
import { api, apiParsed } from "../../../api/client.ts";

// The server calls of the claim's first six steps, one function each.

const base = (id: number) => `/claims/${id}`;

export const loadClaim = (id: number): Promise<Claim> => apiParsed(claimSchema, base(id));

export const saveIncident = (id: number, claimIncidentType: ClaimIncidentType) =>
  api(`${base(id)}/incident`, { method: "POST", body: { claimIncidentType } });

export const lookUpClaimVehicle = (id: number, plate: string) =>
  api<ClaimVehicleLookupResponse>(`${base(id)}/vehicle-details?licensePlate=${encodeURIComponent(plate)}`);

export const saveVehicleDetails = (id: number, body: ClaimVehicleDetailsRequest) =>
  api<ClaimVehicleDetails>(`${base(id)}/vehicle-details`, { method: "POST", body });

export const loadDamageTemplates = () => api<DamageTemplate[]>("/damage-location-template");

export const loadDamageArea = (id: number) => api<DamageArea | null>(`${base(id)}/damage-location-template`);

export const saveDamageArea = (id: number, body: DamageAreaRequest) =>
  api<DamageArea>(`${base(id)}/damage-location-template`, { method: "POST", body });

/** Multipart upload path for POST /claims/{id}/file (sent through uploadWithProgress or api). */
export const claimFileUrl = (id: number) => `${base(id)}/file`;

export function uploadClaimFile(id: number, file: Blob, name: string, fileType: "DAMAGE_PHOTO" | "DAMAGE_AREA_SCREENSHOT") {
  const body = new FormData();
  body.append("fileType", fileType);
  body.append("file", file, name);
  return api<ClaimPhoto>(claimFileUrl(id), { method: "POST", body });
}

export const deleteClaimFile = (id: number, fileId: number) => api(`${base(id)}/files/${fileId}`, { method: "DELETE" });

export const saveNotifierInfo = (id: number, body: NotifierInfoRequest) => api(`${base(id)}/notifier-info`, { method: "POST", body });

export const saveOtherPartiesFlags = (id: number, body: OtherPartiesFlagsRequest) =>
  api<{ otherPartiesInvolved: boolean | null; otherPartiesInfo: boolean | null }>(`${base(id)}/other-parties-details`, { method: "PUT", body });

export const loadParties = (id: number) => api<Party[]>(`${base(id)}/other-parties`);

export const createParties = (id: number, body: CreateOtherPartiesRequest) =>
  api<Party[]>(`${base(id)}/other-parties`, { method: "POST", body });

export const updateParty = (id: number, body: UpdateOtherPartyRequest) => api<Party>(`${base(id)}/other-parties`, { method: "PUT", body });

export const deleteParty = (id: number, partyId: number) =>
  api(`${base(id)}/other-parties?partyId=${partyId}`, { method: "DELETE" });
