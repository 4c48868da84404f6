// What other modules may use from vehicles: they import from here, never from the module's other files.
export { registryAnswerFor } from "./lookup.ts";
export { vehicleRegistryFor } from "./registry.ts";
export { IMPORT_BODY_LIMIT, acceptCsvBodies, importRowsOf } from "./import-body.ts";
export { importVehicles } from "./import.ts";
export { lookUpVehicle } from "./lookup.ts";
export { readVehicleCover } from "./cover.ts";
