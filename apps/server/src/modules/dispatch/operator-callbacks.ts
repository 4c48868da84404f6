import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { operatorCallbacks } from "../../db/schema/dispatch.ts";
import { HttpError } from "../../http/http-error.ts";
import type { HandleCallbackRequest, OperatorCallback } from "@hitch/contract/admin/operator-callbacks";
import type { CALLBACK_CLOSED_REASONS } from "@hitch/contract/console/request-detail";
import { recordRequestEvent } from "./request-events.ts";
import type { DispatchTransition, DispatchTransitionHook } from "./transition-hooks.ts";

type CallbackClosedReason = (typeof CALLBACK_CLOSED_REASONS)[number];

type CallbackRow = typeof operatorCallbacks.$inferSelect;

function callbackView(row: CallbackRow): OperatorCallback {
  return {
    id: row.id,
    assistanceRequestId: row.assistanceRequestId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
    note: row.handledNote,
  };
}

/** The newest 500 call-backs, optionally only the open or only the handled ones. */
export async function listCallbacks(db: Db, state?: "open" | "handled"): Promise<OperatorCallback[]> {
  const filter =
    state === "open"
      ? isNull(operatorCallbacks.handledAt)
      : state === "handled"
        ? isNotNull(operatorCallbacks.handledAt)
        : undefined;
  const rows = await db.select().from(operatorCallbacks).where(filter).orderBy(desc(operatorCallbacks.id)).limit(500);
  return rows.map(callbackView);
}

/**
 * Records who handled a call-back and when. Only an open one changes: a second call answers 409
 * CALL_BACK_ALREADY_HANDLED rather than overwriting the first operator's record, and the condition
 * in the UPDATE keeps that true when two operators press at once.
 */
export async function markCallbackHandled(
  db: Db,
  id: number,
  body: HandleCallbackRequest,
  now: Date,
): Promise<OperatorCallback> {
  const [row] = await db
    .update(operatorCallbacks)
    .set({ handledAt: now, handledBy: body.handledBy ?? null, handledNote: body.note || null })
    .where(and(eq(operatorCallbacks.id, id), isNull(operatorCallbacks.handledAt)))
    .returning();
  if (row) {
    const handled = {
      type: "CALLBACK_HANDLED",
      actorKind: "OPERATOR",
      actorName: row.handledBy,
      note: row.handledNote,
    } as const;
    await recordRequestEvent(db, row.assistanceRequestId, handled, now);
    return callbackView(row);
  }
  const [existing] = await db
    .select({ id: operatorCallbacks.id })
    .from(operatorCallbacks)
    .where(eq(operatorCallbacks.id, id));
  if (!existing) throw new HttpError(404, "CALL_BACK_NOT_FOUND");
  throw new HttpError(409, "CALL_BACK_ALREADY_HANDLED");
}

const CLOSED_BY: Partial<Record<DispatchTransition["change"], CallbackClosedReason>> = {
  ACCEPTED: "ASSIGNED",
  DRIVER_CHANGED: "ASSIGNED",
  FINISHED: "FINISHED",
  CLIENT_CANCELLED: "CANCELLED",
};

/**
 * Closes the request's open call-back because the request moved on, in the transaction that moved it: nobody
 * rings a customer whose truck is coming. The row and the request's record say why.
 */
export async function closeOpenCallback(tx: Db, requestId: number, reason: CallbackClosedReason, at: Date) {
  const closed = await tx
    .update(operatorCallbacks)
    .set({ handledAt: at, closedReason: reason })
    .where(and(eq(operatorCallbacks.assistanceRequestId, requestId), isNull(operatorCallbacks.handledAt)))
    .returning({ id: operatorCallbacks.id });
  if (closed.length > 0)
    await recordRequestEvent(tx, requestId, { type: "CALLBACK_CLOSED", actorKind: "ENGINE", reason }, at);
}

/** The engine's own transition hook: a driver on the job, the finish or a cancel closes the call-back. */
export const closeCallbackWhenMovedOn: DispatchTransitionHook = async (tx, transition) => {
  const reason = CLOSED_BY[transition.change];
  if (reason) await closeOpenCallback(tx, transition.assistanceRequestId, reason, transition.at);
};
