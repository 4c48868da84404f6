// What routes and the admin guard may use from api-keys: they import from here, never from its other files.
export { createServiceApiKey, listServiceApiKeys, revokeServiceApiKey, serviceOfApiKey } from "./service-api-keys.ts";
export { requestsOfService, serviceOfRecord } from "./record-services.ts";
