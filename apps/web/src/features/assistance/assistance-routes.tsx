import { lazy } from "react";
import { Route, Routes } from "../../ui/routing.tsx";
import { AssistanceFlowLayout } from "./flow-layout.tsx";
import { LandingPage } from "./pages/landing-page.tsx";
import { usePrefetchNextStep } from "./use-prefetch-next-step.ts";

// Each step after the landing is its own chunk (at most 40 KB gzipped per step,
// bench/bundle/assistance-steps.bench.ts); the small ones are fetched while the user fills the step before
// them, so the next screen is there at once. The landing is the first screen and small, so it stays in this chunk.
const steps = {
  "/assistance/vehicle-details": () => import("./pages/vehicle-details-page.tsx"),
  "/assistance/incidents": () => import("./pages/incidents-page.tsx"),
  // Leaflet and the map code are only downloaded when the map step opens.
  "/assistance/map": () => import("./map/map-page.tsx"),
  "/assistance/additional-details": () => import("./pages/additional-details-page.tsx"),
};
// Fetched ahead: the small steps. The map (Leaflet) loads only for a customer who reaches it, and the details
// step's code (photos) would put the map step over its 40 KB share (bench/bundle/assistance-steps.bench.ts
// counts what arrives while a step is open).
const prefetched = {
  "/assistance/vehicle-details": steps["/assistance/vehicle-details"],
  "/assistance/incidents": steps["/assistance/incidents"],
};
const VehicleDetailsPage = lazy(() =>
  steps["/assistance/vehicle-details"]().then((m) => ({ default: m.VehicleDetailsPage })),
);
const IncidentsPage = lazy(() => steps["/assistance/incidents"]().then((m) => ({ default: m.IncidentsPage })));
const MapPage = lazy(() => steps["/assistance/map"]());
const AdditionalDetailsPage = lazy(() =>
  steps["/assistance/additional-details"]().then((m) => ({ default: m.AdditionalDetailsPage })),
);

/**
 * The assistance flow's screens under /assistance/*, loaded as one lazy chunk by the app router
 * (which also applies the access guard). Paths are absolute; any other path under /assistance goes through the flow layout, which places the user on the right step.
 * Tracking after submission (/assistance/track-driver) is its own feature, composed by the app router.
 */
export default function AssistanceRoutes() {
  usePrefetchNextStep(prefetched);
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
