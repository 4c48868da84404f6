import type { AssistanceSubmitResponse } from "@hitch/contract/assistance/submit";
import { eq } from "drizzle-orm";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { MessageOutbox } from "../../providers/sms/sms-provider.ts";
import { type DispatchRuntime, startDispatch } from "../dispatch/public.ts";
import { queueAssistanceOrderEmail } from "../notifications/public.ts";
import { notEditable } from "./editing.ts";
import type { AssistanceRequestRow } from "./repository.ts";
import { submissionBlockers } from "./service.ts";

const answer = (row: AssistanceRequestRow): AssistanceSubmitResponse => ({
  id: row.id,
  status: row.status,
  startTime: row.startTime?.toISOString() ?? null,
  submitTime: row.submitTime!.toISOString(),
});

/**
 * PUT /assistance-request/{id}. Under the request's row lock: a request already submitted answers
 * its stored times again (a retried submit must not dispatch twice); an incomplete one is 422
 * VALIDATION_FAILED listing each missing piece; otherwise the submit time is stamped and dispatch
 * starts in the same transaction, so a request is never PENDING without a dispatch job. The order's
 * e-mail copy, when an address was given, is written to the outbox in that transaction too.
 */
export async function submitAssistanceRequest(
  rt: DispatchRuntime,
  outbox: MessageOutbox,
  id: number,
): Promise<AssistanceSubmitResponse> {
  const now = rt.now();
  let emailed = false;
  const submitted = await inTransaction(rt.db, async (tx) => {
    const [row] = await tx.select().from(assistanceRequests).where(eq(assistanceRequests.id, id)).for("update");
    if (!row) throw notFound();
    if (row.submitTime) return answer(row);
    if (row.status !== "DRAFT") throw notEditable();
    const missing = submissionBlockers(row);
    if (missing.length > 0) throw new HttpError(422, "VALIDATION_FAILED", missing);

    await tx
      .update(assistanceRequests)
      // A request submitted without any edit (an operator pre-filled everything) started when it was created.
      .set({ submitTime: now, startTime: row.startTime ?? row.createdAt, updatedAt: now })
      .where(eq(assistanceRequests.id, id));
    await startDispatch(tx, rt, id, { now });
    const [submitted] = await tx.select().from(assistanceRequests).where(eq(assistanceRequests.id, id));
    emailed = await queueAssistanceOrderEmail(tx, outbox, submitted);
    return answer(submitted);
  });
  if (emailed) outbox.nudge();
  // Inside the transaction dispatch could not announce itself (it would have been heard before the
  // commit): status polls and streams on every instance learn of the new status now.
  await rt.events.publish(id).catch(() => {});
  return submitted;
}
