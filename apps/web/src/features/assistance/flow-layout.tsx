import type { ReactNode } from "react";
import { assistanceProgress, assistanceRouteFor } from "@hitch/contract/assistance/flow";
import { useAssistanceSession } from "../../app/assistance-session.ts";
import { FlowLoadGate, FlowStep, useFlowLoad } from "../../widgets/flow-load.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { loadRequest } from "./api/assistance-api.ts";
import { placementFor } from "./placement.ts";
import { guardStateOf, useAssistanceFlow } from "./store.ts";
import { Navigate, useLocation } from "../../ui/routing.tsx";

/**
 * Every assistance step but tracking: loads the request on entry (so a reload or a reopened link
 * shows what was saved), places the user on the right step and shows the progress.
 */
export function AssistanceFlowLayout({ children }: { children: ReactNode }) {
  const requestId = useAssistanceSession((s) => s.requestId);
  const load = useFlowLoad("assistance", requestId, loadIntoStore);
  return (
    <FlowLoadGate load={load}>
      <PlacedStep>{children}</PlacedStep>
    </FlowLoadGate>
  );
}

async function loadIntoStore(requestId: number) {
  useAssistanceFlow.getState().setRequest(await loadRequest(requestId));
}

function PlacedStep({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useAssistanceSession();
  const request = useAssistanceFlow((s) => s.request);
  if (!request) return <Spinner holdsFirstPaint />;

  const destination = placementFor(pathname, assistanceRouteFor(guardStateOf(request, session)));
  if (destination) return <Navigate to={destination} replace />;

  const progress = assistanceProgress(pathname);
  return <FlowStep progress={progress}>{children}</FlowStep>;
}
