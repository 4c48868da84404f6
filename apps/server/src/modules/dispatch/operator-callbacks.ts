import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { operatorCallbacks } from "../../db/schema/dispatch.ts";
import { HttpError } from "../../http/http-error.ts";
import type { HandleCallbackRequest, OperatorCallback } from "@hitch/contract/admin/operator-callbacks";

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
  if (row) return callbackView(row);
  const [existing] = await db
    .select({ id: operatorCallbacks.id })
    .from(operatorCallbacks)
    .where(eq(operatorCallbacks.id, id));
  if (!existing) throw new HttpError(404, "CALL_BACK_NOT_FOUND");
  throw new HttpError(409, "CALL_BACK_ALREADY_HANDLED");
}
