import { create } from "zustand";
import type { AssistanceRequest } from "@hitch/contract/assistance/assistance-request";
import type { AssistanceGuardState } from "@hitch/contract/assistance/flow";
import { registerSessionReset } from "../../app/session-reset.ts";

/**
 * The request as the server last described it (GET /assistance-request/{id}), updated in place
 * after each successful save. Not persisted: every entry to the flow reloads it from the server,
 * so a reload or a reopened link always shows what was really saved.
 */
interface AssistanceFlowState {
  request: AssistanceRequest | null;
  setRequest: (request: AssistanceRequest) => void;
  patch: (change: Partial<AssistanceRequest>) => void;
  reset: () => void;
}

export const useAssistanceFlow = create<AssistanceFlowState>()((set) => ({
  request: null,
  setRequest: (request) => set({ request }),
  patch: (change) => set((s) => (s.request ? { request: { ...s.request, ...change } } : s)),
  reset: () => set({ request: null }),
}));

/**
 * After a save: our server answers each PATCH with the whole request, which then replaces the
 * local copy; an answer without it (older servers answered PATCH without it) applies the change locally.
 */
export function applySaved(answer: unknown, change: Partial<AssistanceRequest>): void {
  const { request, setRequest, patch } = useAssistanceFlow.getState();
  const whole = answer as Partial<AssistanceRequest> | undefined;
  if (request && whole && whole.id === request.id && typeof whole.status === "string" && whole.vehicle && whole.contact)
    setRequest(whole as AssistanceRequest);
  else patch(change);
}

registerSessionReset("assistance", () => useAssistanceFlow.getState().reset());

/** What the access guard (contract assistance/flow.ts) needs, read from the request and the session. */
export function guardStateOf(
  request: AssistanceRequest,
  session: { requestId: number | null; assistanceFlowInitialized: boolean; submitTime: string | null },
): AssistanceGuardState {
  return {
    requestId: session.requestId,
    assistanceFlowInitialized: session.assistanceFlowInitialized,
    incidentType: request.incidentType,
    vehicle: request.vehicle,
    insuranceVerified: request.insuranceVerified,
    contact: request.contact,
    location: request.location,
    submitted: request.status !== "DRAFT" || request.submitTime !== null || session.submitTime !== null,
  };
}
