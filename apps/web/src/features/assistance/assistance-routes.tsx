import { lazy } from "react";
import { Route, Routes } from "react-router";
import { AssistanceFlowLayout } from "./flow-layout.tsx";
import { LandingPage } from "./pages/landing-page.tsx";

// Each step after the landing is its own chunk, downloaded when the step opens (issue 3: at most
// 40 KB gzipped per step, bench/bundle/assistance-steps.bench.ts). The landing is the first screen
// and small, so it stays in this chunk rather than wait for a second download.
const VehicleDetailsPage = lazy(() => import("./pages/vehicle-details-page.tsx").then((m) => ({ default: m.VehicleDetailsPage })));
const IncidentsPage = lazy(() => import("./pages/incidents-page.tsx").then((m) => ({ default: m.IncidentsPage })));
// Leaflet and the map code are only downloaded when the map step opens.
const MapPage = lazy(() => import("./map/map-page.tsx"));
const AdditionalDetailsPage = lazy(() => import("./pages/additional-details-page.tsx").then((m) => ({ default: m.AdditionalDetailsPage })));
// Tracking (after submission) is its own feature and chunk: live status, driver, truck map.
const TrackingPage = lazy(() => import("../tracking/tracking-page.tsx"));

/**
 * The assistance flow's screens under /assistance/*, loaded as one lazy chunk by the app router
 * (which also applies the access guard). Paths here are relative to /assistance.
 */
export default function AssistanceRoutes() {
  return (
    <Routes>
      <Route element={<AssistanceFlowLayout />}>
        <Route path="landing" element={<LandingPage />} />
        <Route path="vehicle-details" element={<VehicleDetailsPage />} />
        <Route path="incidents" element={<IncidentsPage />} />
        <Route path="map" element={<MapPage />} />
        <Route path="additional-details" element={<AdditionalDetailsPage />} />
      </Route>
      <Route path="track-driver" element={<TrackingPage />} />
    </Routes>
  );
}
