// What the route files may use from admin: they import from here, never from the module's other files.
export { adminServiceView, changeService, createService } from "./service-admin.ts";
export { replaceLogo, serviceNamed } from "./service-lookup.ts";
export {
  changeServiceAsOperator,
  consoleService,
  consoleServices,
  createServiceAsOperator,
  replaceLogoAsOperator,
} from "./console-service-settings.ts";
