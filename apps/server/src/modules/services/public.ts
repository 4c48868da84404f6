// What other modules may use from services: they import from here, never from the module's other files.
export {
  findServiceByAnyName,
  findServiceByExternalId,
  findServiceById,
  findServiceByLinkName,
  insertService,
  listServices,
  updateService,
} from "./repository.ts";
export type { NewServiceRow, ServiceRow } from "./repository.ts";
export { operatorCompanyOf, serviceDetailsOf, themeOf } from "./service.ts";
