import { useNavigate } from "../../ui/routing.tsx";
import { assistanceRouteFor } from "@hitch/contract/assistance/flow";
import { useAssistanceSession } from "../../app/assistance-session.ts";
import { guardStateOf, useAssistanceFlow } from "./store.ts";

/** After a save: go wherever the access guard's order says comes next. */
export function useNextStep() {
  const navigate = useNavigate();
  return () => {
    const request = useAssistanceFlow.getState().request;
    if (!request) return navigate("/", { replace: true });
    navigate(assistanceRouteFor(guardStateOf(request, useAssistanceSession.getState())));
  };
}
