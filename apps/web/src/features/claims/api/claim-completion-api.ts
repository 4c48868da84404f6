import type { AccidentDetailsRequest } from "@hitch/contract/claims/accident-details";
import type { CommunicationPreferenceRequest } from "@hitch/contract/claims/communication-preference";
import type { SettlementTypeRequest } from "@hitch/contract/claims/settlement-type";
import type { ClaimIncidentType } from "@hitch/contract/common/enums";
import { bodyOf, client } from "../../../api/client.ts";

// The public API calls the steps from accident details to 'claim received' make: the accident, the
// settlement or workshop, the communication channels, filing the claim, and what follows it.

const claim = (id: number) => ({ params: { path: { id } } });
const claimById = (id: number) => ({ params: { path: { id } } });

export const saveAccidentDetails = (id: number, body: AccidentDetailsRequest) =>
  bodyOf(client.POST("/claims/{id}/accident-details", { ...claim(id), body }));

/** Place suggestions for the accident location, nearest to `near` first. */
export const searchPlaces = (query: string, near: { latitude: number; longitude: number }, signal?: AbortSignal) =>
  bodyOf(
    client.GET("/places", {
      params: { query: { query, latitude: near.latitude, longitude: near.longitude, limit: 6 } },
      signal,
    }),
  );

export const saveSettlementType = (id: number, body: SettlementTypeRequest) =>
  bodyOf(client.POST("/claims/{id}/settlement-type", { ...claim(id), body }));

/**
 * Workshops for the claim's incident and vehicle, nearest to the accident location first. `near` counts only
 * while the claim has no accident location saved (the server prefers the saved one).
 */
export function loadClaimWorkshops(
  claimExternalId: string,
  filter: { incidentType: ClaimIncidentType; vehicleMark: string; vehicleYear: number | null },
  near?: { latitude: number; longitude: number } | null,
) {
  const query = {
    incidentType: filter.incidentType,
    vehicleMark: filter.vehicleMark,
    vehicleYear: filter.vehicleYear ?? undefined,
    latitude: near?.latitude,
    longitude: near?.longitude,
  };
  return bodyOf(client.GET("/claims/{id}/workshops", { params: { path: { id: claimExternalId }, query } }));
}

export const chooseWorkshop = (id: number, workshopId: number) =>
  bodyOf(client.PATCH("/claims/{id}/details", { ...claimById(id), body: { workshopId } }));

export const saveCommunicationPreferences = (id: number, body: CommunicationPreferenceRequest) =>
  bodyOf(client.POST("/claims/{id}/communication-preference", { ...claim(id), body }));

/** Files the claim; the server answers a repeat with the same submission. */
export const submitClaim = (id: number) => bodyOf(client.PUT("/claims/{id}", claimById(id)));

export const registerDamageAssessment = (id: number) =>
  bodyOf(client.POST("/claims/{id}/register-damage-assessment", claimById(id)));

export const loadServiceNotification = (claimUuid: string) =>
  bodyOf(client.GET("/service-notification", { params: { query: { claimUuid } } }));

export const loadClaimFeedback = (claimUuid: string) =>
  bodyOf(client.GET("/feedback", { params: { query: { claimUuid } } }));

/** Whether the claim's feedback invitation can still be answered (VALID), or was given, or expired. */
export const claimFeedbackState = async (uuid: string) =>
  (await bodyOf(client.PUT("/feedback/{uuid}/validate", { params: { path: { uuid }, query: { caseType: "CLAIM" } } })))
    .state;

export const loadServiceDetails = (serviceExternalId: string) =>
  bodyOf(client.GET("/services/{serviceExternalId}", { params: { path: { serviceExternalId } } }));
