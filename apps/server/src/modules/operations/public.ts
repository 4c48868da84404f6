// What routes, the app and main.ts may use from operations (health, readiness, metrics, overload).
export { createOperations, type Operations } from "./operations.ts";
export { startMetricsServer } from "./metrics-server.ts";
