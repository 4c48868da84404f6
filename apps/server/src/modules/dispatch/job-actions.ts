import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { dispatchAssignments, dispatchJobs, dispatchOffers } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";
import { findNearestDrivers } from "../drivers/public.ts";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/transaction.ts";
import { lockJob } from "./lock-job.ts";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { mirrorRequestStatus } from "./request-mirror.ts";
import { OPEN_OFFER_STATES } from "./stages.ts";
import { tapTime } from "./tap-time.ts";
import { recordRequestEvent, type RecordedEvent } from "./request-events.ts";

const conflict = () => new HttpError(409, "CONFLICT");

export async function activeAssignment(db: Db, requestId: number) {
  const [row] = await db
    .select()
    .from(dispatchAssignments)
    .where(and(eq(dispatchAssignments.assistanceRequestId, requestId), eq(dispatchAssignments.active, true)));
  return row;
}

/** The assigned driver has finished the job (when they tapped it): FINISHED, and the driver is free again. */
export async function finishJob(rt: DispatchRuntime, driverId: number, requestId: number, tappedAt?: string) {
  const now = rt.now();
  await inTransaction(rt.db, async (tx) => {
    await lockJob(tx, requestId);
    const assignment = await activeAssignment(tx, requestId);
    // Only the driver on the job may finish it; to anyone else the job does not exist.
    if (!assignment || assignment.driverId !== driverId) throw new HttpError(404, "NOT_FOUND");
    const at = tapTime(now, tappedAt, assignment.progressAt ?? assignment.assignedAt);
    await endJob(tx, rt, requestId, "FINISHED", at);
  });
  await rt.events.publish(requestId).catch(() => {});
}

/** The customer cancels while PENDING or ACCEPTED; afterwards (or before submitting) it is a 409. */
export async function cancelRequest(rt: DispatchRuntime, requestId: number, by?: RecordedEvent) {
  const now = rt.now();
  await inTransaction(rt.db, async (tx) => {
    if (!(await lockJob(tx, requestId))) throw conflict();
    const [job] = await tx.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, requestId));
    if (job.status !== "PENDING" && job.status !== "ACCEPTED") throw conflict();
    // Someone other than the customer (an operator) cancels: the record says who and why, with the cancel.
    if (by) await recordRequestEvent(tx, requestId, by, now);
    await endJob(tx, rt, requestId, "CLIENT_CANCELLED", now);
  });
  await rt.events.publish(requestId).catch(() => {});
  return { id: requestId, status: "CLIENT_CANCELLED" as const };
}

async function endJob(
  tx: Db,
  rt: DispatchRuntime,
  requestId: number,
  status: "FINISHED" | "CLIENT_CANCELLED",
  now: Date,
) {
  await tx
    .update(dispatchJobs)
    .set({ status, nextActionAt: null, endedAt: now, updatedAt: now, version: sql`${dispatchJobs.version} + 1` })
    .where(eq(dispatchJobs.assistanceRequestId, requestId));
  await tx
    .update(dispatchOffers)
    .set({ state: "WITHDRAWN" })
    .where(
      and(eq(dispatchOffers.assistanceRequestId, requestId), inArray(dispatchOffers.state, [...OPEN_OFFER_STATES])),
    );
  const ended = await tx
    .update(dispatchAssignments)
    .set({ active: false, endedAt: now, endReason: status === "FINISHED" ? "FINISHED" : "CANCELLED" })
    .where(and(eq(dispatchAssignments.assistanceRequestId, requestId), eq(dispatchAssignments.active, true)))
    .returning({ driverId: dispatchAssignments.driverId });
  for (const { driverId } of ended) {
    await tx.update(drivers).set({ available: true, updatedAt: now }).where(eq(drivers.id, driverId));
  }
  await mirrorRequestStatus(tx, requestId, status, null, now);
  await rt.transitions.run(tx, { assistanceRequestId: requestId, change: status, at: now });
}

/**
 * An operator replaces the driver of an accepted job: the old assignment ends, a new one with
 * isTransferred starts, and the customer's app shows the driver-changed warning. Without a named
 * driver the nearest free one is chosen. 409 when nobody is free. (A driver handing a job over
 * goes through hand-over.ts instead: the colleague must accept first.)
 */
export async function transferJob(
  rt: DispatchRuntime,
  requestId: number,
  options: { fromDriverId?: number; toDriverId?: number },
) {
  const current = await activeAssignment(rt.db, requestId);
  if (!current || (options.fromDriverId !== undefined && current.driverId !== options.fromDriverId)) {
    throw new HttpError(404, "NOT_FOUND");
  }
  const [job] = await rt.db.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, requestId));
  const maxRadius = rt.settings.radiiMeters.at(-1)!;
  const candidates =
    options.toDriverId !== undefined
      ? [options.toDriverId]
      : (await findNearestDrivers(rt.db, { ...job, radiusMeters: maxRadius, limit: 5 })).map((d) => d.id);
  const others = candidates.filter((id) => id !== current.driverId);
  if (others.length === 0) throw conflict();

  for (const toDriverId of others) {
    const [driver] = await rt.db.select().from(drivers).where(eq(drivers.id, toDriverId));
    if (!driver) throw new HttpError(404, "NOT_FOUND");
    const eta = await rt.routing.estimateEta(driver, job);
    const now = rt.now();
    const done = await inTransaction(rt.db, async (tx) => {
      await lockJob(tx, requestId);
      const still = await activeAssignment(tx, requestId);
      if (!still || still.id !== current.id) throw conflict();
      // Claim the new driver first: they may have been taken by another job meanwhile.
      const claimed = await tx
        .update(drivers)
        .set({ available: false, updatedAt: now })
        .where(and(eq(drivers.id, toDriverId), eq(drivers.available, true), ne(drivers.id, current.driverId)))
        .returning({ id: drivers.id });
      if (claimed.length === 0) return false;
      await replaceAssignment(tx, rt, { requestId, current, toDriverId, eta, now });
      return true;
    });
    if (done) {
      await rt.events.publish(requestId).catch(() => {});
      return { assistanceRequestId: requestId, driverId: toDriverId };
    }
    if (options.toDriverId !== undefined) break;
  }
  throw conflict();
}

/**
 * Inside a transaction holding the job's lock, with the new driver already claimed: ends the current
 * assignment (HANDED_OVER), frees its driver, starts the new driver's transferred assignment, and
 * withdraws hand-over offers that pointed at the ended assignment.
 */
export async function replaceAssignment(
  tx: Db,
  rt: DispatchRuntime,
  change: {
    requestId: number;
    current: { id: number; driverId: number };
    toDriverId: number;
    eta: { seconds: number; meters: number };
    now: Date;
    offerId?: number;
  },
) {
  const { requestId, current, toDriverId, eta, now } = change;
  await tx
    .update(dispatchAssignments)
    .set({ active: false, endedAt: now, endReason: "HANDED_OVER" })
    .where(eq(dispatchAssignments.id, current.id));
  await tx.update(drivers).set({ available: true, updatedAt: now }).where(eq(drivers.id, current.driverId));
  await tx.insert(dispatchAssignments).values({
    assistanceRequestId: requestId,
    driverId: toDriverId,
    offerId: change.offerId,
    etaSeconds: eta.seconds,
    distanceMeters: eta.meters,
    etaAt: new Date(now.getTime() + eta.seconds * 1000),
    assignedAt: now,
    isTransferred: true,
  });
  await tx
    .update(dispatchOffers)
    .set({ state: "WITHDRAWN" })
    .where(
      and(
        eq(dispatchOffers.handOverFromAssignmentId, current.id),
        inArray(dispatchOffers.state, [...OPEN_OFFER_STATES]),
      ),
    );
  await rt.transitions.run(tx, { assistanceRequestId: requestId, change: "DRIVER_CHANGED", at: now });
  await tx
    .update(dispatchJobs)
    .set({ updatedAt: now, version: sql`${dispatchJobs.version} + 1` })
    .where(eq(dispatchJobs.assistanceRequestId, requestId));
}

/**
 * A driver reports a position. For a driver on a job, the ETA is recomputed from there and the
 * customer's stream is told.
 */
export async function recordDriverLocation(
  rt: DispatchRuntime,
  driverId: number,
  at: { latitude: number; longitude: number },
) {
  const now = rt.now();
  // One round trip for the common case, a driver on duty without a job: the update answers the active job too.
  const [moved] = await rt.db
    .update(drivers)
    .set({ latitude: at.latitude, longitude: at.longitude, locationUpdatedAt: now, updatedAt: now })
    .where(eq(drivers.id, driverId))
    .returning({
      onJob: sql<boolean>`EXISTS (SELECT 1 FROM ${dispatchAssignments} a WHERE a.driver_id = ${driverId} AND a.active)`,
    });
  if (!moved?.onJob) return;
  const [assignment] = await rt.db
    .select({
      id: dispatchAssignments.id,
      requestId: dispatchAssignments.assistanceRequestId,
      latitude: dispatchJobs.latitude,
      longitude: dispatchJobs.longitude,
    })
    .from(dispatchAssignments)
    .innerJoin(dispatchJobs, eq(dispatchJobs.assistanceRequestId, dispatchAssignments.assistanceRequestId))
    .where(and(eq(dispatchAssignments.driverId, driverId), eq(dispatchAssignments.active, true)));
  if (!assignment) return;
  const eta = await rt.routing.estimateEta(at, assignment);
  await rt.db
    .update(dispatchAssignments)
    .set({ etaAt: new Date(now.getTime() + eta.seconds * 1000), distanceMeters: eta.meters })
    .where(eq(dispatchAssignments.id, assignment.id));
  await rt.db
    .update(dispatchJobs)
    .set({ updatedAt: now, version: sql`${dispatchJobs.version} + 1` })
    .where(eq(dispatchJobs.assistanceRequestId, assignment.requestId));
  await rt.events.publish(assignment.requestId).catch(() => {});
}
