// What other modules may use from cases: they import from here, never from the module's other files.
export { createCaseForClaim } from "./create-case.ts";
