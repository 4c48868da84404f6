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

/** The hooks of one app's dispatch runtime: other modules (cases, feedback) subscribe when the app is built. */
export type TransitionHooks = {
  /** Returns the unsubscribe function. */
  subscribe(hook: DispatchTransitionHook): () => void;
  run(tx: Db, transition: DispatchTransition): Promise<void>;
};

export function createTransitionHooks(): TransitionHooks {
  const hooks = new Set<DispatchTransitionHook>();
  return {
    subscribe(hook) {
      hooks.add(hook);
      return () => hooks.delete(hook);
    },
    async run(tx, transition) {
      for (const hook of hooks) await hook(tx, transition);
    },
  };
}
