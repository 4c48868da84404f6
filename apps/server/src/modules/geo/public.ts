// What other modules and the route files may use from geo: they import from here, never from the module's other files.
export { geocoderUnavailable, sessionSearchContext } from "./geo-answers.ts";
export { REGIONAL_OVERFETCH, regionalPlaces } from "./regional-places.ts";
