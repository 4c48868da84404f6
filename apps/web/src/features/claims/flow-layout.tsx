import type { ReactNode } from "react";
import { claimProgress, resolveClaimStep } from "@hitch/contract/claims/step-lists";
import { useClaimSession } from "../../app/claim-session.ts";
import { FlowLoadGate, FlowStep, useFlowLoad } from "../../widgets/flow-load.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { loadClaim } from "./api/claims-api.ts";
import { useClaimFlow } from "./store.ts";
import { Navigate, useLocation } from "../../ui/routing.tsx";

/** The step a claim path names: /claims/photo -> 'photo'. */
export const stepOf = (pathname: string) => pathname.replace(/\/+$/, "").split("/").pop() ?? "";

/**
 * Every claim step: entering the flow resets the claim store and refills it from GET /claims/{id}
 * (so a reload restores every step), keeps the user on a step of the claim's own
 * list (a missing step falls back to incidents) and shows 'step n of total'.
 */
export function ClaimFlowLayout({ children }: { children: ReactNode }) {
  const claimId = useClaimSession((s) => s.claimId);
  const load = useFlowLoad("claim", claimId, loadIntoStore);
  return (
    <FlowLoadGate load={load}>
      <PlacedStep>{children}</PlacedStep>
    </FlowLoadGate>
  );
}

async function loadIntoStore(claimId: number) {
  useClaimFlow.getState().reset();
  const claim = await loadClaim(claimId);
  useClaimFlow.getState().setClaim(claim);
  useClaimSession
    .getState()
    .update({ isMotionsCloudEnabled: claim.isMotionsCloudEnabled, externalId: claim.externalId });
}

function PlacedStep({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const claim = useClaimFlow((s) => s.claim);
  if (!claim) return <Spinner holdsFirstPaint />;
  const step = stepOf(pathname);
  // A filed claim cannot change any more: its steps would only answer 'not editable'. With the
  // flag, communication preferences stays open to retry a failed damage assessment registration.
  const retriesAssessment = claim.isMotionsCloudEnabled && step === "communication-preferences";
  if (claim.submitted && step !== "claim-received" && !retriesAssessment)
    return <Navigate to="/claims/claim-received" replace />;
  const resolved = resolveClaimStep(step, claim.incidentType, claim.isMotionsCloudEnabled);
  if (resolved !== step) return <Navigate to={`/claims/${resolved}`} replace />;
  // Before an incident is chosen the list is not known yet, so no 'step 1 of 1'.
  const progress = claim.incidentType ? claimProgress(step, claim.incidentType, claim.isMotionsCloudEnabled) : null;
  return <FlowStep progress={progress}>{children}</FlowStep>;
}
