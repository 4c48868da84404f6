import type { Db } from "../../db/connect.ts";
import { requestEvents } from "../../db/schema/request-events.ts";

export type RecordedEvent = {
  type: string;
  actorKind: "CUSTOMER" | "DRIVER" | "OPERATOR" | "DISPATCHER" | "ENGINE";
  actorName?: string | null;
  driverName?: string | null;
  reason?: string | null;
  note?: string | null;
};

/** Appends one act to the request's record (`request_events`); rows are never updated or deleted. */
export async function recordRequestEvent(db: Db, requestId: number, event: RecordedEvent, at: Date) {
  await db.insert(requestEvents).values({
    assistanceRequestId: requestId,
    at,
    type: event.type,
    actorKind: event.actorKind,
    actorName: event.actorName ?? null,
    driverName: event.driverName ?? null,
    reason: event.reason ?? null,
    note: event.note || null,
  });
}
