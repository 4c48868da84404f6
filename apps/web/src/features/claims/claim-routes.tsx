import type { ClaimStep } from "@hitch/contract/claims/step-lists";
import { nextClaimStep } from "@hitch/contract/claims/step-lists";
import { lazyWithRetry, type LazyScreen } from "../../ui/lazy-with-retry.ts";
import { usePrefetch } from "../../ui/prefetch.ts";
import { Route, Routes, useLocation } from "../../ui/routing.tsx";
import { ClaimFlowLayout, stepOf } from "./flow-layout.tsx";
import { useClaimFlow } from "./store.ts";

// Each step is its own chunk: forms, zod schemas, the damage grid and the camera load on their step, fetched
// while the customer is on the step before it, so going on shows the next screen at once.
const screens: Record<ClaimStep, LazyScreen<Record<string, never>>> = {
  incidents: lazyWithRetry(() => import("./steps/incidents-step.tsx")),
  "vehicle-details": lazyWithRetry(() => import("./steps/vehicle-details-step.tsx")),
  "damage-location": lazyWithRetry(() => import("./steps/damage-location-step.tsx")),
  photo: lazyWithRetry(() => import("./steps/photo-step.tsx")),
  "notifier-info": lazyWithRetry(() => import("./steps/notifier-info-step.tsx")),
  "other-parties": lazyWithRetry(() => import("./steps/other-parties-step.tsx")),
  "accident-details": lazyWithRetry(() => import("./steps/accident-details/accident-details-step.tsx")),
  "settlement-type": lazyWithRetry(() => import("./steps/settlement/settlement-step.tsx")),
  "select-workshop": lazyWithRetry(() => import("./steps/select-workshop/select-workshop-step.tsx")),
  "communication-preferences": lazyWithRetry(() => import("./steps/communication/communication-step.tsx")),
  "claim-received": lazyWithRetry(() => import("./steps/claim-received/claim-received-step.tsx")),
};

/** The step after the one on screen, by the claim's own step list (every list goes on to the vehicle). */
function useNextScreen(): LazyScreen<Record<string, never>> | undefined {
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
