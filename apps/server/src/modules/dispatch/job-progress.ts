import { and, eq, sql } from "drizzle-orm";
import { JOB_PROGRESS_STEPS, type JobProgressStep } from "@hitch/contract/common/enums";
import { dispatchAssignments, dispatchJobs } from "../../db/schema/dispatch.ts";
import { HttpError } from "../../http/http-error.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { lockJob } from "./lock-job.ts";
import { tapTime } from "./tap-time.ts";

/** Towing and fixing on site are alternatives of the same step: neither follows the other. */
const rank = (step: JobProgressStep) => Math.min(JOB_PROGRESS_STEPS.indexOf(step), 3);

/**
 * The driver on a job reports the next step (on the way, arrived, towing or fixed on site). Steps only move
 * forward; the same step again changes nothing (a queued update sent twice), a step back is a 409. Anyone but
 * the job's driver gets 404. The step's time is the tap's (tap-time.ts). The customer's tracking screen hears of it through the status events.
 */
export async function reportProgress(
  rt: DispatchRuntime,
  driverId: number,
  requestId: number,
  step: JobProgressStep,
  tappedAt?: string,
) {
  const now = rt.now();
  const changed = await inTransaction(rt.db, async (tx) => {
    await lockJob(tx, requestId);
    const [assignment] = await tx
      .select({
        id: dispatchAssignments.id,
        driverId: dispatchAssignments.driverId,
        progress: dispatchAssignments.progress,
        arrivedAt: dispatchAssignments.arrivedAt,
        progressAt: dispatchAssignments.progressAt,
        assignedAt: dispatchAssignments.assignedAt,
      })
      .from(dispatchAssignments)
      .where(and(eq(dispatchAssignments.assistanceRequestId, requestId), eq(dispatchAssignments.active, true)));
    if (!assignment || assignment.driverId !== driverId) throw new HttpError(404, "NOT_FOUND");
    const current = assignment.progress as JobProgressStep;
    if (current === step) return false;
    if (rank(step) <= rank(current)) throw new HttpError(409, "CONFLICT");
    const at = tapTime(now, tappedAt, assignment.progressAt ?? assignment.assignedAt);
    await tx
      .update(dispatchAssignments)
      // Towing or fixing reported straight after on-the-way still means the driver got there.
      .set({ progress: step, progressAt: at, arrivedAt: assignment.arrivedAt ?? (rank(step) >= 2 ? at : null) })
      .where(eq(dispatchAssignments.id, assignment.id));
    await tx
      .update(dispatchJobs)
      .set({ updatedAt: now, version: sql`${dispatchJobs.version} + 1` })
      .where(eq(dispatchJobs.assistanceRequestId, requestId));
    return true;
  });
  if (changed) await rt.events.publish(requestId).catch(() => {});
  return { progress: step };
}
