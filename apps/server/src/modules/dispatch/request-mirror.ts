import { eq } from "drizzle-orm";
import type { AssistanceStatus, DispatchStage } from "@hitch/contract/common/enums";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import type { Db } from "../../db/connect.ts";

/**
 * The assistance request's own status (read by every other module) follows the dispatch job;
 * callers run this in the same transaction as the job change so the two never disagree.
 */
export async function mirrorRequestStatus(
  tx: Db,
  requestId: number,
  status: AssistanceStatus,
  stage: DispatchStage | null,
  now: Date,
): Promise<void> {
  const ended = status === "FINISHED" || status === "TIMED_OUT" || status === "CLIENT_CANCELLED";
  await tx
    .update(assistanceRequests)
    .set({
      status,
      dispatchStage: status === "PENDING" ? stage : null,
      updatedAt: now,
      ...(ended ? { finishedAt: now } : {}),
    })
    .where(eq(assistanceRequests.id, requestId));
}
