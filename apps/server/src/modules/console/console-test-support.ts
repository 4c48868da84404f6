import type { TestApp } from "../../testing/test-app.ts";
import { startDispatch } from "../dispatch/public.ts";

/** Starts dispatch for a request; a negative timeout makes it time out at the next worker step. */
export async function startDispatchForTest(t: TestApp, requestId: number, timeoutSeconds: number) {
  const now = new Date(Date.now() + Math.min(0, timeoutSeconds) * 2000);
  await startDispatch(t.db, t.dispatch, requestId, { timeoutSeconds: Math.abs(timeoutSeconds), now });
}

export { runDueSteps } from "../dispatch/dispatch-worker.ts";
