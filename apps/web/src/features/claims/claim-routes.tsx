import { lazy } from "react";
import { Route, Routes } from "../../ui/routing.tsx";
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
 * also applies the claim guard). Paths are absolute. Every step sits in the flow
 * layout, which loads the claim and keeps the user on the claim's step list.
 */
export default function ClaimRoutes() {
  return (
    // Any other path under /claims: the layout sends the user to the claim's step.
    <ClaimFlowLayout>
      <Routes>
        <Route path="/claims/incidents">
          <IncidentsStep />
        </Route>
        <Route path="/claims/vehicle-details">
          <VehicleDetailsStep />
        </Route>
        <Route path="/claims/damage-location">
          <DamageLocationStep />
        </Route>
        <Route path="/claims/photo">
          <PhotoStep />
        </Route>
        <Route path="/claims/notifier-info">
          <NotifierInfoStep />
        </Route>
        <Route path="/claims/other-parties">
          <OtherPartiesStep />
        </Route>
        <Route path="/claims/accident-details">
          <AccidentDetailsStep />
        </Route>
        <Route path="/claims/settlement-type">
          <SettlementStep />
        </Route>
        <Route path="/claims/select-workshop">
          <SelectWorkshopStep />
        </Route>
        <Route path="/claims/communication-preferences">
          <CommunicationStep />
        </Route>
        <Route path="/claims/claim-received">
          <ClaimReceivedStep />
        </Route>
      </Routes>
    </ClaimFlowLayout>
  );
}
