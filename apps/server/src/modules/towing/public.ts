// What the console's towing-company routes may use: they import from here, never from the module's other files.
export { companyOfDriver, fleetDriver, listFleet, type FleetViewer } from "./fleet.ts";
export {
  addFleetDriver,
  changeFleetDriver,
  inviteFleetDriver,
  removeFleetDriver,
  revokeFleetSession,
} from "./fleet-actions.ts";
export { listCompanyJobs, requireCompanyJob } from "./company-jobs.ts";
export { OPERATOR_API_ACTOR } from "./fleet-actions.ts";
export { createApiDriver, removeApiDriver, updateApiDriver } from "./operator-api-drivers.ts";
