// What other modules and routes may use from driver-alerts: they import from here, never from the module's other files.
export { startDriverAlerts } from "./alert-worker.ts";
export { removeSubscription, saveSubscription } from "./push-subscriptions.ts";
