import { lazy } from "react";
import { Route, Routes } from "react-router";
import { AssistanceFlowLayout } from "./flow-layout.tsx";
import { AdditionalDetailsPage } from "./pages/additional-details-page.tsx";
import { IncidentsPage } from "./pages/incidents-page.tsx";
import { LandingPage } from "./pages/landing-page.tsx";
import { VehicleDetailsPage } from "./pages/vehicle-details-page.tsx";

// Leaflet and the map code are only downloaded when the map step opens.
const MapPage = lazy(() => import("./map/map-page.tsx"));
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
