import { Route, Routes, useLocation } from "../../ui/routing.tsx";
import { lazyWithRetry } from "../../ui/lazy-with-retry.ts";
import { usePrefetch } from "../../ui/prefetch.ts";
import { AssistanceFlowLayout } from "./flow-layout.tsx";
import { LandingPage } from "./pages/landing-page.tsx";

// Each step after the landing is its own chunk (at most 40 KB gzipped per step,
// bench/bundle/assistance-steps.bench.ts), fetched while the customer is on the step before it, so going on
// shows the next screen at once. The landing is the first screen and small, so it stays in this chunk.
const VehicleDetailsPage = lazyWithRetry<object>(() =>
  import("./pages/vehicle-details-page.tsx").then((m) => ({ default: m.VehicleDetailsPage })),
);
const IncidentsPage = lazyWithRetry<object>(() =>
  import("./pages/incidents-page.tsx").then((m) => ({ default: m.IncidentsPage })),
);
// Leaflet and the map code: fetched on the incident step, never by a customer who does not get that far.
const MapPage = lazyWithRetry(() => import("./map/map-page.tsx"));
const AdditionalDetailsPage = lazyWithRetry<object>(() =>
  import("./pages/additional-details-page.tsx").then((m) => ({ default: m.AdditionalDetailsPage })),
);

/** What to fetch while the customer is on a step: the code (and texts) of the step after it. */
const nextStepCode: Partial<Record<string, () => Promise<unknown>>> = {
  "/assistance/landing": VehicleDetailsPage.prefetch,
  "/assistance/vehicle-details": IncidentsPage.prefetch,
  "/assistance/incidents": MapPage.prefetch,
  "/assistance/map": AdditionalDetailsPage.prefetch,
};

/**
 * The assistance flow's screens under /assistance/*, loaded as one lazy chunk by the app router
 * (which also applies the access guard; app/assistance-flow.tsx). Paths are absolute; any other path under /assistance goes through the flow layout, which places the user on the right step.
 * Tracking after submission (/assistance/track-driver) is its own feature, composed by the app router.
 */
export default function AssistanceRoutes({ prefetchAfterSubmit }: { prefetchAfterSubmit: () => Promise<unknown> }) {
  const { pathname } = useLocation();
  // On the details step the tracking screen comes next, another feature's, which the app passes in.
  usePrefetch(pathname === "/assistance/additional-details" ? prefetchAfterSubmit : nextStepCode[pathname]);
  return (
    <Routes>
      <Route>
        <AssistanceFlowLayout>
          <Routes>
            <Route path="/assistance/landing">
              <LandingPage />
            </Route>
            <Route path="/assistance/vehicle-details">
              <VehicleDetailsPage />
            </Route>
            <Route path="/assistance/incidents">
              <IncidentsPage />
            </Route>
            <Route path="/assistance/map">
              <MapPage />
            </Route>
            <Route path="/assistance/additional-details">
              <AdditionalDetailsPage />
            </Route>
          </Routes>
        </AssistanceFlowLayout>
      </Route>
    </Routes>
  );
}
