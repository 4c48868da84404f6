// What other modules may use from links: they import from here, never from the module's other files.
export { LINK_CODE_PATTERN, hashLinkCode, newLinkCode } from "./link-codes.ts";
export { createLinkTargetLookup, insertLink } from "./repository.ts";
export type { LinkTargetLookup } from "./repository.ts";
export { createFullDataLink, createOperatorLink } from "./operator-links.ts";
export { revokeLinksOf } from "./revocation.ts";
export { validateLink } from "./service.ts";
export { startAssistanceRequest, startClaim } from "./start.ts";
export { resendAssistanceLink } from "./resend.ts";
