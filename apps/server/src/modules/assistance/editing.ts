import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { findAssistanceRequest, type AssistanceRequestRow, type NewAssistanceRequestRow } from "./repository.ts";

export const notEditable = () => new HttpError(409, "REQUEST_NOT_EDITABLE");

/**
 * Changes a request the customer is still filling in. One conditional UPDATE, so an edit racing
 * the submit either lands before it or is refused; never on a request already in dispatch.
 * The first edit stamps startTime: the flow's start as the app reports it.
 */
export async function editDraft(
  db: Db,
  id: number,
  values: Partial<NewAssistanceRequestRow>,
  now: Date,
): Promise<AssistanceRequestRow> {
  const [row] = await db
    .update(assistanceRequests)
    .set({
      ...values,
      startTime: sql`coalesce(${assistanceRequests.startTime}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(assistanceRequests.id, id), eq(assistanceRequests.status, "DRAFT")))
    .returning();
  if (row) return row;
  if (!(await findAssistanceRequest(db, id))) throw notFound();
  throw notEditable();
}

/** The request for an edit that first needs its data (the vehicle check needs the service). */
export async function findDraft(db: Db, id: number): Promise<AssistanceRequestRow> {
  const row = await findAssistanceRequest(db, id);
  if (!row) throw notFound();
  if (row.status !== "DRAFT") throw notEditable();
  return row;
}
