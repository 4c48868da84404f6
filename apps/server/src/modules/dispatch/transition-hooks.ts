import type { AssistanceStatus } from "@hitch/contract/common/enums";
import type { Db } from "../../db/connect.ts";

export type DispatchTransition = {
  assistanceRequestId: number;
  /** The request's new status; DRIVER_CHANGED when a hand-over or replacement assigned another driver. */
  change: Exclude<AssistanceStatus, "DRAFT"> | "DRIVER_CHANGED";
  at: Date;
};

/**
 * Runs inside the transaction that makes the change, so what a hook writes (a case when a job is
 * accepted, a feedback link when it is finished) commits or rolls back with it: nothing is lost
 * to a crash between the two. A hook that throws aborts the change; keep hooks to quick writes.
 */
export type DispatchTransitionHook = (tx: Db, transition: DispatchTransition) => Promise<void>;

const hooks = new Set<DispatchTransitionHook>();

/** Other modules (cases, feedback) subscribe here; returns the unsubscribe function. */
export function onDispatchTransition(hook: DispatchTransitionHook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export async function runTransitionHooks(tx: Db, transition: DispatchTransition): Promise<void> {
  for (const hook of hooks) await hook(tx, transition);
}
