import { Suspense, useCallback, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../api/api-error.ts";
import { errorKey } from "../api/error-key.ts";
import { Navigate, useLocation } from "../ui/routing.tsx";
import { endSession, serviceContactOf } from "../app/ended-session.ts";
import { servedServiceLine } from "../app/served-service-line.ts";
import type { SessionScope } from "../app/session-reset.ts";
import { Button } from "../ui/button.tsx";
import { ErrorScreen } from "../ui/error-screen.tsx";
import { ProgressBar } from "../ui/progress-bar.tsx";
import { Spinner } from "../ui/spinner.tsx";

/** `phone` is the service's direct line when the browser knows it: the error screen offers it on a Call button. */
export type FlowLoadState =
  | { state: "loading" }
  | { state: "ready" }
  | { state: "failed"; error: unknown; phone: string | null }
  | { state: "gone" };

/**
 * Loads a flow's request or claim when the flow opens (so a reload or a reopened link shows what was
 * saved). `load` fills the flow's store; it must be stable (a module function or a memoised callback).
 * The server refusing the id (session ended, another case) means the stored id is stale: the session
 * is forgotten and home says so with the service's Call button: only a new link helps. A dropped network or a failing server keeps
 * it, so trying again continues where the user was.
 */
export function useFlowLoad(scope: SessionScope, id: number | null, load: (id: number) => Promise<void>) {
  const [state, setState] = useState<FlowLoadState>({ state: "loading" });
  const retry = useCallback(() => {
    if (!id) return;
    setState({ state: "loading" });
    load(id).then(
      () => setState({ state: "ready" }),
      (error: unknown) => {
        console.error(`${scope} load failed`, error);
        if (isApiError(error) && !error.isNetworkProblem && !error.isServerFailure) {
          endSession(scope);
          setState({ state: "gone" });
        } else setState({ state: "failed", error, phone: serviceContactOf(scope) ?? servedServiceLine() });
      },
    );
  }, [scope, id, load]);
  useEffect(retry, [retry]);
  return { state, retry };
}

/**
 * What a flow shows until its request or claim is loaded: a spinner, the error with the service's Call button and
 * Try again (network, server), or home when the session is gone (it says so there, without a Try again).
 */
export function FlowLoadGate({ load, children }: { load: ReturnType<typeof useFlowLoad>; children: ReactNode }) {
  const { t } = useTranslation("common");
  const { state } = load;
  if (state.state === "gone") return <Navigate to="/" replace />;
  if (state.state === "failed")
    return (
      <ErrorScreen message={t(errorKey(state.error))} phone={state.phone}>
        <Button variant="secondary" block onClick={load.retry}>
          {t("common:actions.tryAgain")}
        </Button>
      </ErrorScreen>
    );
  if (state.state === "loading") return <Spinner holdsFirstPaint />;
  return children;
}

/** The step the user is on, below the flow's progress bar ('step n of total'; none when not known yet). */
export function FlowStep({
  progress,
  children,
}: {
  progress: { step: number; total: number } | null;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  // A step opens at its top. The flow is one document, so the browser would keep the scroll of the step before,
  // whose Next button sits at its bottom, and show the new step from its middle.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      {progress && <ProgressBar step={progress.step} total={progress.total} />}
      {/* Steps' lazy chunks load here, below the progress bar. Keyed by the path: a step left while the
          next one was still downloading must not come back as the same, half-finished instance. */}
      <Suspense key={pathname} fallback={<Spinner holdsFirstPaint />}>
        {children}
      </Suspense>
    </>
  );
}
