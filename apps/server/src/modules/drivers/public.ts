// What other modules may use from drivers: they import from here, never from the module's other files.

export { authenticatedDriver, driverTokenGuard } from "./driver-auth.ts";
export {
  createDriver,
  getDriver,
  listDrivers,
  removeDriver,
  requestsServedBy,
  updateDriver,
} from "./driver-repository.ts";
export { hashDriverToken, newDriverToken } from "./driver-tokens.ts";
export { findNearestDrivers } from "./nearest-drivers.ts";
