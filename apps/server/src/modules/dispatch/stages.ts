import { DISPATCH_STAGES, type DispatchStage } from "@hitch/contract/common/enums";

/** The customer's progress messages only move forward: a later wave never sends them back. */
export function laterStage(current: DispatchStage, next: DispatchStage): DispatchStage {
  return DISPATCH_STAGES.indexOf(next) > DISPATCH_STAGES.indexOf(current) ? next : current;
}

export const OPEN_OFFER_STATES = ["QUEUED", "OPEN"] as const;
