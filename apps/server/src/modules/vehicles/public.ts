// What other modules may use from vehicles: they import from here, never from the module's other files.
export { registryAnswerFor } from "./lookup.ts";
export { vehicleRegistryFor } from "./registry.ts";
