// What other modules may use from cases: they import from here, never from the module's other files.
export { createCaseForClaim } from "./create-case.ts";
export { adminCaseView } from "./admin-case-view.ts";
export { caseStatusUrl, issueCaseLinkWithExpiry, validateCaseLink } from "./case-links.ts";
export { caseProgressOf } from "./case-view.ts";
export { attachCaseWorkshop, completeCaseStep, setCaseEstimate } from "./progress-service.ts";
export { findCase, findCaseFor, listServiceCases } from "./repository.ts";
