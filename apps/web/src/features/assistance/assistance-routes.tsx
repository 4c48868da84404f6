import { lazy } from "react";
import { Route, Routes } from "../../ui/routing.tsx";
import { AssistanceFlowLayout } from "./flow-layout.tsx";
import { LandingPage } from "./pages/landing-page.tsx";

// Each step after the landing is its own chunk, downloaded when the step opens (at most
// 40 KB gzipped per step, bench/bundle/assistance-steps.bench.ts). The landing is the first screen
// and small, so it stays in this chunk rather than wait for a second download.
const VehicleDetailsPage = lazy(() =>
  import("./pages/vehicle-details-page.tsx").then((m) => ({ default: m.VehicleDetailsPage })),
);
const IncidentsPage = lazy(() => import("./pages/incidents-page.tsx").then((m) => ({ default: m.IncidentsPage })));
// Leaflet and the map code are only downloaded when the map step opens.
const MapPage = lazy(() => import("./map/map-page.tsx"));
const AdditionalDetailsPage = lazy(() =>
  import("./pages/additional-details-page.tsx").then((m) => ({ default: m.AdditionalDetailsPage })),
);

/**
 * The assistance flow's screens under /assistance/*, loaded as one lazy chunk by the app router
 * (which also applies the access guard). Paths are absolute; any other path under /assistance goes through the flow layout, which places the user on the right step.
 * Tracking after submission (/assistance/track-driver) is its own feature, composed by the app router.
 */
export default function AssistanceRoutes() {
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
