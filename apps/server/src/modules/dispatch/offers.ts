import { and, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { DriverOffer } from "@hitch/contract/dispatch/driver-api";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments, dispatchJobs, dispatchOffers } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Db } from "../../db/connect.ts";
import { inTransaction } from "../../db/transaction.ts";
import { lockJob } from "./lock-job.ts";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { mirrorRequestStatus } from "./request-mirror.ts";
import { OPEN_OFFER_STATES } from "./stages.ts";
import { acceptHandOver, offerStillWanted } from "./hand-over.ts";
import { driverPhotoUrls } from "./driver-photos.ts";
import { recordRequestEvent } from "./request-events.ts";

const conflict = () => new HttpError(409, "CONFLICT");

/**
 * The driver's open offers. Fetching them is the driver's app showing them: the first look at a
 * job's offer moves that job to DRIVERS_EVALUATING.
 */
export async function listOpenOffers(rt: DispatchRuntime, driverId: number): Promise<DriverOffer[]> {
  const now = rt.now();
  const rows = await rt.db
    .select({
      id: dispatchOffers.id,
      assistanceRequestId: dispatchOffers.assistanceRequestId,
      seenAt: dispatchOffers.seenAt,
      incidentType: assistanceRequests.incidentType,
      latitude: dispatchJobs.latitude,
      longitude: dispatchJobs.longitude,
      address: assistanceRequests.address,
      licensePlate: assistanceRequests.licensePlate,
      make: assistanceRequests.vehicleMark,
      model: assistanceRequests.vehicleModel,
      description: assistanceRequests.description,
      distanceMeters: dispatchOffers.distanceMeters,
      expiresAt: dispatchOffers.expiresAt,
      handOverFromAssignmentId: dispatchOffers.handOverFromAssignmentId,
    })
    .from(dispatchOffers)
    .innerJoin(dispatchJobs, eq(dispatchJobs.assistanceRequestId, dispatchOffers.assistanceRequestId))
    .innerJoin(assistanceRequests, eq(assistanceRequests.id, dispatchOffers.assistanceRequestId))
    .where(
      and(
        eq(dispatchOffers.driverId, driverId),
        eq(dispatchOffers.state, "OPEN"),
        gt(dispatchOffers.expiresAt, now),
        offerStillWanted,
      ),
    )
    .orderBy(dispatchOffers.distanceMeters);

  const unseen = rows.filter((r) => r.seenAt === null);
  if (unseen.length > 0) {
    const evaluating = await inTransaction(rt.db, async (tx) => {
      const moved = await tx
        .update(dispatchJobs)
        .set({ stage: "DRIVERS_EVALUATING", updatedAt: now, version: sql`${dispatchJobs.version} + 1` })
        .where(
          and(
            inArray(
              dispatchJobs.assistanceRequestId,
              unseen.map((r) => r.assistanceRequestId),
            ),
            eq(dispatchJobs.status, "PENDING"),
            eq(dispatchJobs.stage, "SENDING_INFORMATION"),
          ),
        )
        .returning({ id: dispatchJobs.assistanceRequestId });
      // Jobs before offers, the lock order every dispatch transaction keeps.
      await tx
        .update(dispatchOffers)
        .set({ seenAt: now })
        .where(
          and(
            inArray(
              dispatchOffers.id,
              unseen.map((r) => r.id),
            ),
            isNull(dispatchOffers.seenAt),
          ),
        );
      for (const { id } of moved) await mirrorRequestStatus(tx, id, "PENDING", "DRIVERS_EVALUATING", now);
      return moved.map((m) => m.id);
    });
    for (const id of evaluating) await rt.events.publish(id).catch(() => {});
  }

  const [position] =
    rows.length === 0
      ? []
      : await rt.db
          .select({ latitude: drivers.latitude, longitude: drivers.longitude })
          .from(drivers)
          .where(eq(drivers.id, driverId));
  const photos = await driverPhotoUrls(rt.db, [...new Set(rows.map((r) => r.assistanceRequestId))]);
  const etas = position ? await Promise.all(rows.map((r) => rt.routing.estimateEta(position, r))) : [];
  return rows.map((r, i) => ({
    id: r.id,
    assistanceRequestId: r.assistanceRequestId,
    incidentType: r.incidentType,
    latitude: r.latitude,
    longitude: r.longitude,
    address: r.address,
    distanceMeters: r.distanceMeters,
    expiresAt: r.expiresAt.toISOString(),
    handOver: r.handOverFromAssignmentId !== null,
    vehicle: { licensePlate: r.licensePlate, make: r.make, model: r.model },
    description: r.description,
    photos: photos.get(r.assistanceRequestId) ?? [],
    ...(etas[i] ? { etaSeconds: Math.round(etas[i].seconds) } : {}),
  }));
}

async function loadOwnOffer(db: Db, driverId: number, offerId: number) {
  const [offer] = await db
    .select()
    .from(dispatchOffers)
    .where(and(eq(dispatchOffers.id, offerId), eq(dispatchOffers.driverId, driverId)));
  // Another driver's offer is as invisible as a missing one.
  if (!offer) throw new HttpError(404, "NOT_FOUND");
  return offer;
}

/**
 * First accept wins. The job row changes PENDING -> ACCEPTED in one conditional UPDATE: a
 * concurrent accept blocks on that row and then finds it no longer PENDING (409). The partial
 * unique index on active assignments backs this up at the database level.
 */
export async function acceptOffer(rt: DispatchRuntime, driverId: number, offerId: number) {
  const offer = await loadOwnOffer(rt.db, driverId, offerId);
  if (offer.handOverFromAssignmentId !== null) return acceptHandOver(rt, driverId, offer);
  if (offer.state !== "OPEN") throw conflict();
  const [job] = await rt.db
    .select()
    .from(dispatchJobs)
    .where(eq(dispatchJobs.assistanceRequestId, offer.assistanceRequestId));
  const [driver] = await rt.db.select().from(drivers).where(eq(drivers.id, driverId));
  if (job.status !== "PENDING") throw conflict();
  // The route may take a moment (OSRM): work it out before taking any lock.
  const eta = await rt.routing.estimateEta(driver, job);
  const now = rt.now();

  await inTransaction(rt.db, async (tx) => {
    const won = await tx
      .update(dispatchJobs)
      .set({ status: "ACCEPTED", nextActionAt: null, updatedAt: now, version: sql`${dispatchJobs.version} + 1` })
      .where(
        and(
          eq(dispatchJobs.assistanceRequestId, job.assistanceRequestId),
          eq(dispatchJobs.status, "PENDING"),
          gt(dispatchJobs.deadlineAt, now),
        ),
      )
      .returning({ id: dispatchJobs.assistanceRequestId });
    if (won.length === 0) throw conflict();
    const taken = await tx
      .update(dispatchOffers)
      .set({
        state: "ACCEPTED",
        answeredAt: now,
        seenAt: sql`coalesce(${dispatchOffers.seenAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(dispatchOffers.id, offerId), eq(dispatchOffers.state, "OPEN")))
      .returning({ id: dispatchOffers.id });
    const free = await takeDriver(tx, driverId, now);
    if (taken.length === 0 || !free) throw conflict();
    await tx.insert(dispatchAssignments).values({
      assistanceRequestId: job.assistanceRequestId,
      driverId,
      offerId,
      etaSeconds: eta.seconds,
      distanceMeters: eta.meters,
      etaAt: new Date(now.getTime() + eta.seconds * 1000),
      assignedAt: now,
    });
    await tx
      .update(dispatchOffers)
      .set({ state: "WITHDRAWN" })
      .where(
        and(
          inArray(dispatchOffers.state, [...OPEN_OFFER_STATES]),
          sql`(${dispatchOffers.assistanceRequestId} = ${job.assistanceRequestId} OR ${dispatchOffers.driverId} = ${driverId})`,
          ne(dispatchOffers.id, offerId),
        ),
      );
    await mirrorRequestStatus(tx, job.assistanceRequestId, "ACCEPTED", null, now);
    await rt.transitions.run(tx, { assistanceRequestId: job.assistanceRequestId, change: "ACCEPTED", at: now });
    await refreshResponseRate(tx, driverId);
  });
  await rt.events.publish(job.assistanceRequestId).catch(() => {});
  return { assistanceRequestId: job.assistanceRequestId, etaSeconds: eta.seconds };
}

export async function declineOffer(rt: DispatchRuntime, driverId: number, offerId: number, reason?: string) {
  const offer = await loadOwnOffer(rt.db, driverId, offerId);
  const now = rt.now();
  const declined = await inTransaction(rt.db, async (tx) => {
    await lockJob(tx, offer.assistanceRequestId);
    const rows = await tx
      .update(dispatchOffers)
      .set({
        state: "DECLINED",
        answeredAt: now,
        declineReason: reason ?? null,
        seenAt: sql`coalesce(${dispatchOffers.seenAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(dispatchOffers.id, offerId), eq(dispatchOffers.state, "OPEN")))
      .returning({ requestId: dispatchOffers.assistanceRequestId });
    if (rows.length === 0) throw conflict();
    await refreshResponseRate(tx, driverId);
    // The record keeps the decline: a later hand-assignment reopens this offer row.
    const [driver] = await tx.select({ name: drivers.fullName }).from(drivers).where(eq(drivers.id, driverId));
    const name = driver?.name ?? null;
    const decline = { type: "DECLINED", actorKind: "DRIVER", actorName: name, driverName: name, reason } as const;
    await recordRequestEvent(tx, rows[0].requestId, decline, now);
    // Everyone asked has said no: do not wait out the wave interval, ask the next drivers now.
    await tx
      .update(dispatchJobs)
      .set({ nextActionAt: now })
      .where(
        and(
          eq(dispatchJobs.assistanceRequestId, rows[0].requestId),
          eq(dispatchJobs.status, "PENDING"),
          sql`NOT EXISTS (SELECT 1 FROM ${dispatchOffers} o WHERE o.assistance_request_id = ${rows[0].requestId} AND o.state IN ('OPEN', 'QUEUED'))`,
        ),
      );
    return rows[0];
  });
  return declined;
}

/** Share of the offers a driver was sent that they answered, kept on the driver for operators. */
export async function refreshResponseRate(tx: Db, driverId: number) {
  await tx.execute(sql`UPDATE drivers SET notification_response_rate = (
      SELECT count(answered_at)::real / greatest(count(*), 1) FROM dispatch_offers
      WHERE driver_id = ${driverId} AND state <> 'QUEUED') WHERE id = ${driverId}`);
}

/** Marks the driver busy, unless they already hold an active assignment: a driver is never on two jobs. */
export async function takeDriver(tx: Db, driverId: number, now: Date): Promise<boolean> {
  const taken = await tx
    .update(drivers)
    .set({ available: false, updatedAt: now })
    .where(
      and(
        eq(drivers.id, driverId),
        sql`NOT EXISTS (SELECT 1 FROM ${dispatchAssignments} a WHERE a.driver_id = ${driverId} AND a.active)`,
      ),
    )
    .returning({ id: drivers.id });
  return taken.length > 0;
}
