// What other modules may use from claims: they import from here, never from the module's other files.
export { requireStepInFlow, serviceOfClaim } from "./claim-flow.ts";
export { claimUuid } from "./claim-uuid.ts";
export { editClaim, findEditableClaim, lockEditableClaim } from "./editing.ts";
export { saveCommunicationPreferences } from "./communication.ts";
export { findClaim, findDamageArea, insertClaim, updateClaim } from "./repository.ts";
export type { ClaimRow } from "./repository.ts";
export { partyView } from "./service.ts";
export { loadClaimView } from "./service.ts";
export { claimOutcomeView } from "./outcome-view.ts";
export { submitClaim, submitView } from "./submit-service.ts";
export { saveIncident } from "./incident.ts";
export { lookUpClaimVehicle, vehicleColumns, vehicleDetailsView } from "./vehicle-details.ts";
export { addClaimFile, assertRoomForClaimFile, claimFileKey, deleteClaimFile, findClaimFile } from "./claim-files.ts";
export { saveAccidentDetails } from "./accident-details.ts";
export { saveNotifierInfo } from "./notifier-info.ts";
export { sessionClaimByUuid } from "./session-claim.ts";
export { claimFeedbackUuid } from "./claim-feedback.ts";
