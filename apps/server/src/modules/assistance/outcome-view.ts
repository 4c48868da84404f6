import type { AssistanceRequest } from "@hitch/contract/assistance/assistance-request";

/**
 * GET /assistance-request/{id} once the request is over, or while a live job is tracked after its link
 * expired: its state, which sends the app to the tracking and outcome screens, without the caller's
 * contact, vehicle, place, photos or words.
 */
export function assistanceOutcomeView(request: AssistanceRequest): AssistanceRequest {
  return {
    ...request,
    location: null,
    address: null,
    contact: { name: null, phonePrefix: null, phone: null, email: null },
    vehicle: { licensePlate: null, vinCode: null, mark: null, model: null, year: null },
    additionalDetails: { email: null, description: null },
    files: [],
    errors: [],
  };
}
