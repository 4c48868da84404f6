import { and, eq, inArray, sql } from "drizzle-orm";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments, dispatchJobs, dispatchOffers } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";
import { inTransaction } from "../../db/transaction.ts";
import { findNearestDrivers } from "../drivers/public.ts";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { transferJob } from "./job-actions.ts";
import { lockJob } from "./lock-job.ts";
import { mirrorRequestStatus } from "./request-mirror.ts";
import { OPEN_OFFER_STATES } from "./stages.ts";

const driverNotAvailable = () => new HttpError(409, "DRIVER_NOT_AVAILABLE");
const WAITING = ["PENDING", "TIMED_OUT"];

async function readJob(rt: DispatchRuntime, requestId: number) {
  const [job] = await rt.db.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, requestId));
  // Never submitted: there is nothing to dispatch yet.
  if (!job) throw new HttpError(409, "CONFLICT");
  if (job.status === "FINISHED" || job.status === "CLIENT_CANCELLED") throw new HttpError(409, "REQUEST_ENDED");
  return job;
}

/**
 * An operator gives the job to a driver they chose. A job with a driver already is moved to the new one by
 * the operator reassign (`transferJob`, the customer sees the driver-changed warning); a job still searching,
 * or one that timed out, is accepted for that driver as if they had accepted an offer: open offers are
 * withdrawn, the driver becomes busy, the customer's tracking shows them and the case opens. 409
 * DRIVER_NOT_AVAILABLE when the driver is off duty or on another job by now.
 */
export async function assignDriverByHand(rt: DispatchRuntime, requestId: number, driverId: number) {
  const job = await readJob(rt, requestId);
  const [driver] = await rt.db.select().from(drivers).where(eq(drivers.id, driverId));
  if (!driver) throw new HttpError(404, "NOT_FOUND");
  if (!driver.available) throw driverNotAvailable();
  if (job.status === "ACCEPTED") {
    await transferJob(rt, requestId, { toDriverId: driverId });
    return;
  }
  // The route may take a moment (OSRM): work it out before taking any lock.
  const eta = await rt.routing.estimateEta(driver, job);
  const now = rt.now();
  await inTransaction(rt.db, async (tx) => {
    await lockJob(tx, requestId);
    const [current] = await tx.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, requestId));
    if (!WAITING.includes(current.status)) throw new HttpError(409, "CONFLICT");
    const claimed = await tx
      .update(drivers)
      .set({ available: false, updatedAt: now })
      .where(and(eq(drivers.id, driverId), eq(drivers.available, true)))
      .returning({ id: drivers.id });
    if (claimed.length === 0) throw driverNotAvailable();
    await tx
      .update(dispatchJobs)
      .set({
        status: "ACCEPTED",
        nextActionAt: null,
        endedAt: null,
        updatedAt: now,
        version: sql`${dispatchJobs.version} + 1`,
      })
      .where(eq(dispatchJobs.assistanceRequestId, requestId));
    // Nobody else may take it now, and the driver's other offers go as on an accept.
    await tx
      .update(dispatchOffers)
      .set({ state: "WITHDRAWN" })
      .where(
        and(
          inArray(dispatchOffers.state, [...OPEN_OFFER_STATES]),
          sql`(${dispatchOffers.assistanceRequestId} = ${requestId} OR ${dispatchOffers.driverId} = ${driverId})`,
        ),
      );
    await tx.insert(dispatchAssignments).values({
      assistanceRequestId: requestId,
      driverId,
      etaSeconds: eta.seconds,
      distanceMeters: eta.meters,
      etaAt: new Date(now.getTime() + eta.seconds * 1000),
      assignedAt: now,
    });
    await mirrorRequestStatus(tx, requestId, "ACCEPTED", null, now);
    // A timed-out request had been closed; it is open again.
    await tx.update(assistanceRequests).set({ finishedAt: null }).where(eq(assistanceRequests.id, requestId));
    await rt.transitions.run(tx, { assistanceRequestId: requestId, change: "ACCEPTED", at: now });
  });
  await rt.events.publish(requestId).catch(() => {});
}

/**
 * Sends a timed-out request to dispatch again with a fresh deadline. The drivers whose offers lapsed
 * unanswered get them again at once (those who declined do not), and the search for others restarts from
 * the first radius: at once when nobody was offered before, else after one wave interval.
 * 409 REQUEST_NOT_TIMED_OUT for any other request.
 */
export async function restartDispatch(rt: DispatchRuntime, requestId: number) {
  const now = rt.now();
  const deadlineAt = new Date(now.getTime() + rt.settings.timeoutSeconds * 1000);
  await inTransaction(rt.db, async (tx) => {
    if (!(await lockJob(tx, requestId))) throw new HttpError(409, "REQUEST_NOT_TIMED_OUT");
    const [job] = await tx.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, requestId));
    if (job.status !== "TIMED_OUT") throw new HttpError(409, "REQUEST_NOT_TIMED_OUT");
    const reopened = await tx
      .update(dispatchOffers)
      .set({ state: "OPEN", sentAt: now, expiresAt: deadlineAt, seenAt: null, answeredAt: null })
      .where(
        and(
          eq(dispatchOffers.assistanceRequestId, requestId),
          eq(dispatchOffers.state, "EXPIRED"),
          sql`${dispatchOffers.handOverFromAssignmentId} IS NULL`,
        ),
      )
      .returning({ id: dispatchOffers.id });
    const offered = reopened.length > 0;
    const stage = offered ? "SENDING_INFORMATION" : "SEARCHING";
    const nextActionAt = offered ? new Date(now.getTime() + rt.settings.waveIntervalSeconds * 1000) : now;
    await tx
      .update(dispatchJobs)
      .set({
        status: "PENDING",
        stage,
        wave: 0,
        nextActionAt,
        deadlineAt,
        endedAt: null,
        updatedAt: now,
        version: sql`${dispatchJobs.version} + 1`,
      })
      .where(eq(dispatchJobs.assistanceRequestId, requestId));
    await mirrorRequestStatus(tx, requestId, "PENDING", stage, now);
    await tx.update(assistanceRequests).set({ finishedAt: null }).where(eq(assistanceRequests.id, requestId));
    await rt.transitions.run(tx, { assistanceRequestId: requestId, change: "PENDING", at: now });
  });
  await rt.events.publish(requestId).catch(() => {});
}

/** Free drivers nearest to the request first, for an operator choosing one by hand. */
export async function driversNearRequest(rt: DispatchRuntime, requestId: number, limit = 10) {
  const [request] = await rt.db
    .select({ latitude: assistanceRequests.latitude, longitude: assistanceRequests.longitude })
    .from(assistanceRequests)
    .where(eq(assistanceRequests.id, requestId));
  if (!request || request.latitude === null || request.longitude === null) return [];
  const point = { latitude: request.latitude, longitude: request.longitude };
  // As far as the widest search wave reaches, twice over: an operator may send someone from further away.
  const radiusMeters = rt.settings.radiiMeters.at(-1)! * 2;
  const near = await findNearestDrivers(rt.db, { ...point, radiusMeters, limit });
  if (near.length === 0) return [];
  const rows = await rt.db
    .select({ id: drivers.id, name: drivers.fullName, company: drivers.company })
    .from(drivers)
    .where(
      inArray(
        drivers.id,
        near.map((d) => d.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return near.map((d) => ({ ...byId.get(d.id)!, distanceMeters: Math.round(d.distanceMeters) }));
}
