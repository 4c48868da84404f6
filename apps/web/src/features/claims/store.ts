import { create } from "zustand";
import type { Claim } from "@hitch/contract/claims/claim";
import { registerSessionReset } from "../../app/session-reset.ts";

/**
 * The claim as the server last described it (GET /claims/{id}). Not persisted: entering the flow
 * (a reload, a reopened link) resets it and refills it from the server, so every step shows what
 * was really saved. Saves patch the slice they changed.
 */
interface ClaimFlowState {
  claim: Claim | null;
  setClaim: (claim: Claim) => void;
  patch: (change: Partial<Claim>) => void;
  reset: () => void;
}

export const useClaimFlow = create<ClaimFlowState>()((set) => ({
  claim: null,
  setClaim: (claim) => set({ claim }),
  patch: (change) => set((s) => (s.claim ? { claim: { ...s.claim, ...change } } : s)),
  reset: () => set({ claim: null }),
}));

registerSessionReset("claim", () => useClaimFlow.getState().reset());

/** The loaded claim; steps render only inside the flow layout, which waits for it. */
export function useClaim(): Claim {
  const claim = useClaimFlow((s) => s.claim);
  if (!claim) throw new Error("claim steps render only after the claim is loaded");
  return claim;
}
