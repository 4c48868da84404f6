// What other modules may use from workshops: they import from here, never from the module's other files.
export { acceptsClaim, knownOrigin, matchWorkshops, workshopView } from "./matching.ts";
export { findServiceWorkshop, findWorkshop, listServiceWorkshops } from "./repository.ts";
export { changeWorkshop, createWorkshop, listAdminWorkshops, removeWorkshop } from "./admin-workshops.ts";
export { chooseClaimWorkshop } from "./claim-choice.ts";
