import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { registerSessionReset, storageKey } from "./session-reset.ts";

/**
 * What a claim link leaves in the browser : the claim id and external id, the
 * link code, the service's direct line and the isMotionsCloudEnabled flag that picks the step list.
 */
export interface ClaimSessionState {
  claimId: number | null;
  externalId: string | null;
  linkCode: string | null;
  serviceContact: string | null;
  isMotionsCloudEnabled: boolean;
  isTestService: boolean;
}

interface ClaimSessionActions {
  update: (patch: Partial<ClaimSessionState>) => void;
  reset: () => void;
}

const initial: ClaimSessionState = {
  claimId: null,
  externalId: null,
  linkCode: null,
  serviceContact: null,
  isMotionsCloudEnabled: false,
  isTestService: false,
};

export const useClaimSession = create<ClaimSessionState & ClaimSessionActions>()(
  persist(
    (set) => ({
      ...initial,
      update: (patch) => set(patch),
      reset: () => set(initial),
    }),
    { name: storageKey("claim", "session"), storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);

registerSessionReset("claim", () => useClaimSession.getState().reset());
