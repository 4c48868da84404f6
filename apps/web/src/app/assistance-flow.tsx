import i18n from "i18next";
import AssistanceRoutes from "../features/assistance/assistance-routes.tsx";

/**
 * After the details step comes tracking, a feature of its own: its code and texts (its own, and the order
 * summary's incident names) are fetched while the customer fills the details. Tracking opens on its own spinner
 * until the first status arrives, so its code only has to be there by then.
 */
const prefetchTracking = () =>
  Promise.all([import("../features/tracking/tracking-page.tsx"), i18n.loadNamespaces(["tracking", "assistance"])]);

/** The assistance flow, in its own chunk with what the app composes into it. */
export default function AssistanceFlow() {
  return <AssistanceRoutes prefetchAfterSubmit={prefetchTracking} />;
}
