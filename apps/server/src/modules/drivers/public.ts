// What other modules may use from drivers: they import from here, never from the module's other files.

export { authenticatedDriver, driverOfRequest, driverTokenGuard } from "./driver-auth.ts";
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
export { inviteDriver, openDriverLink } from "./driver-links.ts";
export { listDriverSessions, revokeDriverSession } from "./driver-sessions.ts";
export { driverProfile, setDuty } from "./duty.ts";
export { idempotencyKeyOf, onceForDriver, startUpdateKeyPruning } from "./idempotency.ts";
export { towingCompanyIdFor, towingCompanyName } from "./towing-companies.ts";
export {
  assignedDriverPhotoKey,
  customerPhotoUrl,
  DRIVER_PHOTO_UPLOAD_LIMIT,
  ownPhotoKey,
  setDriverPhoto,
} from "./driver-photo.ts";
