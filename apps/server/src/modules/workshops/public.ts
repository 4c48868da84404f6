// What other modules may use from workshops: they import from here, never from the module's other files.
export { acceptsClaim, workshopView } from "./matching.ts";
export { findServiceWorkshop, findWorkshop } from "./repository.ts";
