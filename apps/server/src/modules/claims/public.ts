// What other modules may use from claims: they import from here, never from the module's other files.
export { requireStepInFlow, serviceOfClaim } from "./claim-flow.ts";
export { claimUuid } from "./claim-uuid.ts";
export { editClaim, findEditableClaim, lockEditableClaim } from "./editing.ts";
export { findClaim, findDamageArea, insertClaim, updateClaim } from "./repository.ts";
export type { ClaimRow } from "./repository.ts";
export { partyView } from "./service.ts";
