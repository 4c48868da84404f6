import type { AccidentDetailsRequest, StoredAccidentDetails } from "@hitch/contract/claims/accident-details";
import type { CommunicationPreferenceRequest } from "@hitch/contract/claims/communication-preference";
import type { DamageAssessmentResponse } from "@hitch/contract/claims/damage-assessment";
import type { ServiceNotificationResponse } from "@hitch/contract/claims/service-notification";
import type { SettlementTypeRequest } from "@hitch/contract/claims/settlement-type";
import type { ClaimSubmitResponse } from "@hitch/contract/claims/submit";
import type { ClaimIncidentType } from "@hitch/contract/common/enums";
import type { PlacesSearchResponse } from "@hitch/contract/geo/places-search";
import type { ServiceDetails } from "@hitch/contract/services/service";
import type { Workshop } from "@hitch/contract/workshops/workshop";
import { api } from "../../../api/client.ts";

// The server calls of the steps from accident details to claim received.

const base = (id: number) => `/claims/${id}`;

export const saveAccidentDetails = (id: number, body: AccidentDetailsRequest) =>
  api<StoredAccidentDetails>(`${base(id)}/accident-details`, { method: "POST", body });

/** Place suggestions for the accident location, nearest to `near` first. */
export const searchPlaces = (query: string, near: { latitude: number; longitude: number }, signal?: AbortSignal) =>
  api<PlacesSearchResponse>(`/places?query=${encodeURIComponent(query)}&latitude=${near.latitude}&longitude=${near.longitude}&limit=6`, {
    signal,
  });

export const saveSettlementType = (id: number, body: SettlementTypeRequest) =>
  api(`${base(id)}/settlement-type`, { method: "POST", body });

/** Workshops for the claim's incident and vehicle, nearest to the accident location first. */
export function loadClaimWorkshops(claimExternalId: string, filter: { incidentType: ClaimIncidentType; vehicleMark: string; vehicleYear: number | null }) {
  const query = new URLSearchParams({ incidentType: filter.incidentType, vehicleMark: filter.vehicleMark });
  if (filter.vehicleYear !== null) query.set("vehicleYear", String(filter.vehicleYear));
  return api<Workshop[]>(`/claims/${encodeURIComponent(claimExternalId)}/workshops?${query}`);
}

export const chooseWorkshop = (id: number, workshopId: number) =>
  api<{ workshopId: number; workshop: Workshop }>(`${base(id)}/details`, { method: "PATCH", body: { workshopId } });

export const saveCommunicationPreferences = (id: number, body: CommunicationPreferenceRequest) =>
  api(`${base(id)}/communication-preference`, { method: "POST", body });

/** Files the claim; the server answers a repeat with the same submission. */
export const submitClaim = (id: number) => api<ClaimSubmitResponse>(base(id), { method: "PUT" });

export const registerDamageAssessment = (id: number) =>
  api<DamageAssessmentResponse>(`${base(id)}/register-damage-assessment`, { method: "POST" });

export const loadServiceNotification = (claimUuid: string) =>
  api<ServiceNotificationResponse>(`/service-notification?claimUuid=${encodeURIComponent(claimUuid)}`);

export const loadClaimFeedback = (claimUuid: string) => api<{ uuid: string }>(`/feedback?claimUuid=${encodeURIComponent(claimUuid)}`);

export const loadServiceDetails = (serviceExternalId: string) => api<ServiceDetails>(`/services/${encodeURIComponent(serviceExternalId)}`);
