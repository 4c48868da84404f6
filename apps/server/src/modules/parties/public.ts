// What the route files may use from parties: they import from here, never from the module's other files.
export { changeParty, createParties, listClaimParties, removeParty } from "./service.ts";
