import { asc, desc, eq } from "drizzle-orm";
import type { RequestEvent } from "@hitch/contract/console/request-detail";
import type { Db } from "../../db/connect.ts";
import { dispatchAssignments, dispatchJobs, dispatchOffers } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { requestEvents } from "../../db/schema/request-events.ts";

type Row = Omit<RequestEvent, "at"> & { at: Date };
const row = (at: Date, type: RequestEvent["type"], actor: RequestEvent["actor"], more: Partial<Row> = {}): Row => ({
  at,
  type,
  actor,
  actorName: null,
  driverName: null,
  wave: null,
  reason: null,
  note: null,
  ...more,
});

const rank = (r: Row) => (r.type === "CALLBACK_CLOSED" ? 1 : 0);

/**
 * The request's timeline, oldest first. What people did comes from the record (`request_events`: assignments by
 * hand, declines, new searches, re-sent links, cancels, call-backs), which is never rewritten; the engine's own
 * steps (offers, lapses, accepts, arrival, the finish) from the dispatch tables. An offer and accept that were an
 * operator's assignment are shown as the assignment alone.
 */
export async function requestTimeline(
  db: Db,
  requestId: number,
  submitted: { at: Date | null; by: string | null },
): Promise<RequestEvent[]> {
  const recorded = await db
    .select()
    .from(requestEvents)
    .where(eq(requestEvents.assistanceRequestId, requestId))
    .orderBy(asc(requestEvents.at), asc(requestEvents.id));
  const offers = await db
    .select({ offer: dispatchOffers, driverName: drivers.fullName })
    .from(dispatchOffers)
    .innerJoin(drivers, eq(drivers.id, dispatchOffers.driverId))
    .where(eq(dispatchOffers.assistanceRequestId, requestId));
  const assignments = await db
    .select({ assignment: dispatchAssignments, driverName: drivers.fullName })
    .from(dispatchAssignments)
    .innerJoin(drivers, eq(drivers.id, dispatchAssignments.driverId))
    .where(eq(dispatchAssignments.assistanceRequestId, requestId))
    .orderBy(asc(dispatchAssignments.assignedAt), asc(dispatchAssignments.id));
  const [job] = await db.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, requestId));

  const byHand = recorded.filter((e) => e.type === "ASSIGNED");
  // The record's assignment carries the assignment's own moment: that accept was the operator's, not the driver's.
  const handMade = (driverName: string, at: Date) =>
    byHand.some((e) => e.driverName === driverName && e.at.getTime() === at.getTime());

  const rows: Row[] = submitted.at ? [row(submitted.at, "SUBMITTED", "CUSTOMER", { actorName: submitted.by })] : [];
  for (const { offer, driverName } of offers) {
    if (offer.state === "QUEUED" || offer.byHand) continue;
    rows.push(row(offer.sentAt, "OFFERED", "ENGINE", { driverName, wave: offer.wave }));
    if (offer.state === "EXPIRED") rows.push(row(offer.expiresAt, "EXPIRED", "ENGINE", { driverName }));
  }
  for (const { assignment, driverName } of assignments) {
    if (!handMade(driverName, assignment.assignedAt))
      rows.push(row(assignment.assignedAt, "ACCEPTED", "DRIVER", { actorName: driverName, driverName }));
    if (assignment.arrivedAt)
      rows.push(row(assignment.arrivedAt, "ARRIVED", "DRIVER", { actorName: driverName, driverName }));
  }
  for (const e of recorded)
    rows.push(
      row(e.at, e.type as RequestEvent["type"], e.actorKind as RequestEvent["actor"], {
        actorName: e.actorName,
        driverName: e.driverName,
        reason: e.reason,
        note: e.note,
      }),
    );
  if (job?.endedAt && job.status === "FINISHED") {
    const last = assignments.at(-1)?.driverName ?? null;
    rows.push(row(job.endedAt, "FINISHED", "DRIVER", { actorName: last, driverName: last }));
  }
  // An operator's cancel is in the record with its reason; any other is the customer's own.
  if (job?.endedAt && job.status === "CLIENT_CANCELLED" && !recorded.some((e) => e.type === "CANCELLED"))
    rows.push(row(job.endedAt, "CANCELLED", "CUSTOMER", { actorName: submitted.by }));
  // A call-back closed by a step is told after that step, though both have the same moment.
  return rows
    .sort((a, b) => a.at.getTime() - b.at.getTime() || rank(a) - rank(b))
    .map((r) => ({ ...r, at: r.at.toISOString() }));
}

/** The driver who did the job: the last assignment of a finished one. */
export async function finishedBy(db: Db, requestId: number) {
  const [last] = await db
    .select({
      id: drivers.id,
      name: drivers.fullName,
      company: drivers.company,
      endReason: dispatchAssignments.endReason,
    })
    .from(dispatchAssignments)
    .innerJoin(drivers, eq(drivers.id, dispatchAssignments.driverId))
    .where(eq(dispatchAssignments.assistanceRequestId, requestId))
    .orderBy(desc(dispatchAssignments.assignedAt), desc(dispatchAssignments.id))
    .limit(1);
  return last?.endReason === "FINISHED" ? { id: last.id, name: last.name, company: last.company } : null;
}
