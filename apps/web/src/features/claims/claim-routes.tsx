import { lazy } from "react";
import { Route, Routes } from "react-router";
import { ClaimFlowLayout } from "./flow-layout.tsx";

// Each step is its own chunk: forms, zod schemas, the damage grid and the camera load on their step.
const IncidentsStep = lazy(() => import("./steps/incidents-step.tsx"));
const VehicleDetailsStep = lazy(() => import("./steps/vehicle-details-step.tsx"));
const DamageLocationStep = lazy(() => import("./steps/damage-location-step.tsx"));
const PhotoStep = lazy(() => import("./steps/photo-step.tsx"));
const NotifierInfoStep = lazy(() => import("./steps/notifier-info-step.tsx"));
const OtherPartiesStep = lazy(() => import("./steps/other-parties-step.tsx"));
const AccidentDetailsStep = lazy(() => import("./steps/accident-details/accident-details-step.tsx"));
const SettlementStep = lazy(() => import("./steps/settlement/settlement-step.tsx"));
const SelectWorkshopStep = lazy(() => import("./steps/select-workshop/select-workshop-step.tsx"));
const CommunicationStep = lazy(() => import("./steps/communication/communication-step.tsx"));
const ClaimReceivedStep = lazy(() => import("./steps/claim-received/claim-received-step.tsx"));

/**
 * The claim flow's screens under /claims/*, loaded as one lazy chunk by the app router (which
 * also applies the claim guard). Paths here are relative to /claims. Every step sits in the flow
 * layout, which loads the claim and keeps the user on the claim's step list.
 */
export default function ClaimRoutes() {
  return (
    <Routes>
      <Route element={<ClaimFlowLayout />}>
        <Route path="incidents" element={<IncidentsStep />} />
        <Route path="vehicle-details" element={<VehicleDetailsStep />} />
        <Route path="damage-location" element={<DamageLocationStep />} />
        <Route path="photo" element={<PhotoStep />} />
        <Route path="notifier-info" element={<NotifierInfoStep />} />
        <Route path="other-parties" element={<OtherPartiesStep />} />
        <Route path="accident-details" element={<AccidentDetailsStep />} />
        <Route path="settlement-type" element={<SettlementStep />} />
        <Route path="select-workshop" element={<SelectWorkshopStep />} />
        <Route path="communication-preferences" element={<CommunicationStep />} />
        <Route path="claim-received" element={<ClaimReceivedStep />} />
        {/* Any other path: the layout sends a step outside the claim's list to incidents. */}
        <Route path="*" element={null} />
      </Route>
    </Routes>
  );
}
