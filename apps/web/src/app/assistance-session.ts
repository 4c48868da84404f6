import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { registerSessionReset, storageKey } from "./session-reset.ts";

/**
 * What an assistance link leaves in the browser : the request and
 * its SMS id, the link code, the test-service flag, whether START was pressed, the service's
 * direct line and the start/submit times. Flow data (incident, vehicle...) lives in the flow's store.
 */
export interface AssistanceSessionState {
  requestId: number | null;
  externalId: string | null;
  linkCode: string | null;
  isTestService: boolean;
  assistanceFlowInitialized: boolean;
  serviceContact: string | null;
  /** The service's country's time zone (IANA name): times on the tracking screens are read on its clock. */
  serviceTimeZone: string | null;
  /** The service's country (EE, LV...): where the map starts without the phone's position. */
  serviceCountry: string | null;
  startTime: string | null;
  submitTime: string | null;
}

interface AssistanceSessionActions {
  update: (patch: Partial<AssistanceSessionState>) => void;
  reset: () => void;
}

const initial: AssistanceSessionState = {
  requestId: null,
  externalId: null,
  linkCode: null,
  isTestService: false,
  assistanceFlowInitialized: false,
  serviceContact: null,
  serviceTimeZone: null,
  serviceCountry: null,
  startTime: null,
  submitTime: null,
};

export const useAssistanceSession = create<AssistanceSessionState & AssistanceSessionActions>()(
  persist(
    (set) => ({
      ...initial,
      update: (patch) => set(patch),
      reset: () => set(initial),
    }),
    { name: storageKey("assistance", "session"), storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);

registerSessionReset("assistance", () => useAssistanceSession.getState().reset());
