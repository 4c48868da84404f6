import type { Claim } from "@hitch/contract/claims/claim";

/**
 * GET /claims/{id} once the claim is filed (or through a case-status link): what the claim-received and
 * case screens need (ids, state, the service's flag, the chosen options) and none of what the customer
 * typed about people, the vehicle, the place or the damage. Whoever else held the link learns nothing.
 */
export function claimOutcomeView(claim: Claim): Claim {
  return {
    ...claim,
    vehicleDetails: null,
    damageAreaTemplateId: null,
    damageArea: null,
    uploadedPhotos: [],
    notifierInfo: null,
    otherPartiesInvolved: null,
    otherPartiesInfo: null,
    otherParties: [],
    accidentDetails: null,
  };
}
