// What other modules and routes may use from driver-alerts: they import from here, never from the module's other files.
export { runDriverAlerts, startDriverAlerts, type DriverAlertDeps } from "./alert-worker.ts";
export { removeSubscription, saveSubscription } from "./push-subscriptions.ts";
export type { OfferPush } from "./offer-pushes.ts";
