// What other modules may use from damage-areas: they import from here, never from the module's other files.
export { damageAreaView } from "./damage-area-view.ts";
