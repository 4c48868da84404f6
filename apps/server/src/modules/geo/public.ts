// What other modules and the route files may use from geo: they import from here, never from the module's other files.
export { geocoderUnavailable, sessionLanguage } from "./geo-answers.ts";
