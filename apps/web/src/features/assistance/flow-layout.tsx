import { Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { assistanceProgress, assistanceRouteFor } from "@hitch/contract/assistance/flow";
import { isApiError } from "../../api/api-error.ts";
import { errorKey } from "../../api/error-key.ts";
import { useAssistanceSession } from "../../app/assistance-session.ts";
import { resetSession } from "../../app/session-reset.ts";
import { Button } from "../../ui/button.tsx";
import { ErrorScreen } from "../../ui/error-screen.tsx";
import { ProgressBar } from "../../ui/progress-bar.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { loadRequest } from "./api/assistance-api.ts";
import { placementFor } from "./placement.ts";
import { guardStateOf, useAssistanceFlow } from "./store.ts";
import { Navigate, useLocation } from "../../app/routing.tsx";

type Load = { state: "loading" } | { state: "ready" } | { state: "failed"; error: unknown } | { state: "gone" };

/**
 * Every assistance step but tracking: loads the request on entry (so a reload or a reopened link
 * shows what was saved), places the user on the right step (spec section 2) and shows the progress.
 */
export function AssistanceFlowLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(["assistance", "common"]);
  const requestId = useAssistanceSession((s) => s.requestId);
  const [load, setLoad] = useState<Load>({ state: "loading" });

  const fetchRequest = useCallback(() => {
    if (!requestId) return;
    setLoad({ state: "loading" });
    loadRequest(requestId).then(
      (request) => {
        useAssistanceFlow.getState().setRequest(request);
        setLoad({ state: "ready" });
      },
      (error: unknown) => {
        // The spec clears the local state when the request cannot be read. We do so when the
        // server refuses it (expired session, unknown id); a dropped network or a failing server
        // keeps it, so trying again continues where the user was.
        if (isApiError(error) && !error.isNetworkProblem && !error.isServerFailure) {
          resetSession("assistance");
          setLoad({ state: "gone" });
        } else setLoad({ state: "failed", error });
      },
    );
  }, [requestId]);

  useEffect(fetchRequest, [fetchRequest]);

  if (load.state === "gone") return <Navigate to="/" replace />;
  if (load.state === "failed")
    return (
      <ErrorScreen message={t(errorKey(load.error))}>
        <Button variant="secondary" block onClick={fetchRequest}>
          {t("common:actions.tryAgain")}
        </Button>
      </ErrorScreen>
    );
  if (load.state === "loading") return <Spinner />;
  return <PlacedStep>{children}</PlacedStep>;
}

function PlacedStep({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useAssistanceSession();
  const request = useAssistanceFlow((s) => s.request);
  if (!request) return <Spinner />;

  const destination = placementFor(pathname, assistanceRouteFor(guardStateOf(request, session)));
  if (destination) return <Navigate to={destination} replace />;

  const progress = assistanceProgress(pathname);
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
