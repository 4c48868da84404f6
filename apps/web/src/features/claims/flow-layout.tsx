import { Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { claimProgress, resolveClaimStep } from "@hitch/contract/claims/step-lists";
import { isApiError } from "../../api/api-error.ts";
import { errorKey } from "../../api/error-key.ts";
import { useClaimSession } from "../../app/claim-session.ts";
import { resetSession } from "../../app/session-reset.ts";
import { Button } from "../../ui/button.tsx";
import { ErrorScreen } from "../../ui/error-screen.tsx";
import { ProgressBar } from "../../ui/progress-bar.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { loadClaim } from "./api/claims-api.ts";
import { useClaimFlow } from "./store.ts";
import { Navigate, useLocation } from "../../app/routing.tsx";

type Load = { state: "loading" } | { state: "ready" } | { state: "failed"; error: unknown } | { state: "gone" };

/** The step a claim path names: /claims/photo -> 'photo'. */
export const stepOf = (pathname: string) => pathname.replace(/\/+$/, "").split("/").pop() ?? "";

/**
 * Every claim step: entering the flow resets the claim store and refills it from GET /claims/{id}
 * (spec section 4, so a reload restores every step), keeps the user on a step of the claim's own
 * list (a missing step falls back to incidents) and shows 'step n of total'.
 */
export function ClaimFlowLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(["claims", "common"]);
  const claimId = useClaimSession((s) => s.claimId);
  const [load, setLoad] = useState<Load>({ state: "loading" });

  const fetchClaim = useCallback(() => {
    if (!claimId) return;
    useClaimFlow.getState().reset();
    setLoad({ state: "loading" });
    loadClaim(claimId).then(
      (claim) => {
        useClaimFlow.getState().setClaim(claim);
        useClaimSession.getState().update({ isMotionsCloudEnabled: claim.isMotionsCloudEnabled, externalId: claim.externalId });
        setLoad({ state: "ready" });
      },
      (error: unknown) => {
        console.error("claim load failed", error);
        // The server refusing the claim (session ended, other claim) means the stored id is stale.
        if (isApiError(error) && !error.isNetworkProblem && !error.isServerFailure) {
          resetSession("claim");
          setLoad({ state: "gone" });
        } else setLoad({ state: "failed", error });
      },
    );
  }, [claimId]);

  useEffect(fetchClaim, [fetchClaim]);

  if (load.state === "gone") return <Navigate to="/" replace />;
  if (load.state === "failed")
    return (
      <ErrorScreen message={t(errorKey(load.error))}>
        <Button variant="secondary" block onClick={fetchClaim}>
          {t("common:actions.tryAgain")}
        </Button>
      </ErrorScreen>
    );
  if (load.state === "loading") return <Spinner />;
  return <PlacedStep>{children}</PlacedStep>;
}

function PlacedStep({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const claim = useClaimFlow((s) => s.claim);
  if (!claim) return <Spinner />;
  const step = stepOf(pathname);
  // A filed claim cannot change any more: its steps would only answer 'not editable'. With the
  // flag, communication preferences stays open to retry a failed damage assessment registration.
  const retriesAssessment = claim.isMotionsCloudEnabled && step === "communication-preferences";
  if (claim.submitted && step !== "claim-received" && !retriesAssessment) return <Navigate to="/claims/claim-received" replace />;
  const resolved = resolveClaimStep(step, claim.incidentType, claim.isMotionsCloudEnabled);
  if (resolved !== step) return <Navigate to={`/claims/${resolved}`} replace />;
  // Before an incident is chosen the list is not known yet, so no 'step 1 of 1'.
  const progress = claim.incidentType ? claimProgress(step, claim.incidentType, claim.isMotionsCloudEnabled) : null;
  return (
    <>
      {progress && <ProgressBar step={progress.step} total={progress.total} />}
      {/* Steps' lazy chunks load here, below the progress bar. Keyed by the path: a step left while the
          next one was still downloading must not come back as the same, half-finished instance. */}
      <Suspense key={pathname} fallback={<Spinner />}>
        {children}
      </Suspense>
    </>
  );
}
