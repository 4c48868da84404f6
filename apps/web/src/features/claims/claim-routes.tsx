import type { ClaimStep } from "@hitch/contract/claims/step-lists";
import { nextClaimStep } from "@hitch/contract/claims/step-lists";
import { prefetchable, usePrefetch, type PrefetchableScreen } from "../../ui/prefetch.ts";
import { Route, Routes, useLocation } from "../../ui/routing.tsx";
import { ClaimFlowLayout, stepOf } from "./flow-layout.tsx";
import { useClaimFlow } from "./store.ts";

// Each step is its own chunk: forms, zod schemas, the damage grid and the camera load on their step, fetched
// while the customer is on the step before it, so going on shows the next screen at once.
const screens: Record<ClaimStep, PrefetchableScreen> = {
  incidents: prefetchable(() => import("./steps/incidents-step.tsx")),
  "vehicle-details": prefetchable(() => import("./steps/vehicle-details-step.tsx")),
  "damage-location": prefetchable(() => import("./steps/damage-location-step.tsx")),
  photo: prefetchable(() => import("./steps/photo-step.tsx")),
  "notifier-info": prefetchable(() => import("./steps/notifier-info-step.tsx")),
  "other-parties": prefetchable(() => import("./steps/other-parties-step.tsx")),
  "accident-details": prefetchable(() => import("./steps/accident-details/accident-details-step.tsx")),
  "settlement-type": prefetchable(() => import("./steps/settlement/settlement-step.tsx")),
  "select-workshop": prefetchable(() => import("./steps/select-workshop/select-workshop-step.tsx")),
  "communication-preferences": prefetchable(() => import("./steps/communication/communication-step.tsx")),
  "claim-received": prefetchable(() => import("./steps/claim-received/claim-received-step.tsx")),
};

/** The step after the one on screen, by the claim's own step list (every list goes on to the vehicle). */
function useNextScreen(): PrefetchableScreen | undefined {
  const step = stepOf(useLocation().pathname);
  const next = useClaimFlow((s) =>
    s.claim ? nextClaimStep(step, s.claim.incidentType, s.claim.isMotionsCloudEnabled) : null,
  );
  if (step === "incidents") return screens["vehicle-details"];
  return next ? screens[next] : undefined;
}

/**
 * The claim flow's screens under /claims/*, loaded as one lazy chunk by the app router (which
 * also applies the claim guard). Paths are absolute. Every step sits in the flow
 * layout, which loads the claim and keeps the user on the claim's step list.
 */
export default function ClaimRoutes() {
  usePrefetch(useNextScreen()?.prefetch);
  return (
    // Any other path under /claims: the layout sends the user to the claim's step.
    <ClaimFlowLayout>
      <Routes>
        {(Object.keys(screens) as ClaimStep[]).map((step) => {
          const Screen = screens[step];
          return (
            <Route key={step} path={`/claims/${step}`}>
              <Screen />
            </Route>
          );
        })}
      </Routes>
    </ClaimFlowLayout>
  );
}
