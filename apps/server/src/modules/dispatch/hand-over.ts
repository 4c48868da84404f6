import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { haversineMeters } from "@hitch/contract/common/distance";
import { dispatchJobs, dispatchOffers, type DispatchOfferRow } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";
import { findNearestDrivers } from "../drivers/public.ts";
import { inTransaction } from "../../db/transaction.ts";
import { lockJob } from "./lock-job.ts";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { activeAssignment, replaceAssignment } from "./job-actions.ts";
import { refreshResponseRate, takeDriver } from "./offers.ts";
import { OPEN_OFFER_STATES } from "./stages.ts";
import { ALERTS_DUE, freshPositionSince } from "./offer-alert-columns.ts";

const conflict = () => new HttpError(409, "CONFLICT");

/** A driver with no active assignment and marked available (qualified by hand: inside the subquery a bare "id" would be the assignment's). */
const isFree = sql<boolean>`"drivers"."available" AND NOT EXISTS (SELECT 1 FROM dispatch_assignments a WHERE a.driver_id = "drivers"."id" AND a.active)`;

/**
 * The assigned driver asks a colleague (or, unnamed, the nearest free drivers) to take the job over.
 * Nothing moves yet: each gets an offer (in their GET /offers, marked handOver) that lapses after
 * DISPATCH_TIMEOUT_SECONDS; the first driver keeps the job until one of them accepts. A new hand-over
 * replaces the driver's earlier one still open. 404 for a job the driver is not on; 409 when the named
 * driver is the driver themselves, busy or unavailable, or when nobody is free.
 */
export async function offerHandOver(rt: DispatchRuntime, requestId: number, fromDriverId: number, toDriverId?: number) {
  const current = await activeAssignment(rt.db, requestId);
  if (!current || current.driverId !== fromDriverId) throw new HttpError(404, "NOT_FOUND");
  const [job] = await rt.db.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, requestId));

  let candidates: { id: number; distanceMeters: number }[];
  if (toDriverId !== undefined) {
    const [named] = await rt.db
      .select({ id: drivers.id, latitude: drivers.latitude, longitude: drivers.longitude, free: isFree })
      .from(drivers)
      .where(eq(drivers.id, toDriverId));
    if (!named) throw new HttpError(404, "NOT_FOUND");
    if (named.id === fromDriverId || !named.free) throw conflict();
    candidates = [{ id: named.id, distanceMeters: Math.round(haversineMeters(named, job)) }];
  } else {
    const nearest = await findNearestDrivers(rt.db, {
      ...job,
      radiusMeters: rt.settings.radiiMeters.at(-1)!,
      limit: rt.settings.waveSize + 1,
      positionSince: freshPositionSince(rt, rt.now()),
    });
    // dispatch_offers.distance_meters is an integer column: the search's distance is rounded, as a wave's is.
    candidates = nearest
      .filter((d) => d.id !== fromDriverId)
      .slice(0, rt.settings.waveSize)
      .map((d) => ({ id: d.id, distanceMeters: Math.round(d.distanceMeters) }));
  }
  if (candidates.length === 0) throw conflict();

  const now = rt.now();
  const expiresAt = new Date(now.getTime() + rt.settings.timeoutSeconds * 1000);
  const offers = await inTransaction(rt.db, async (tx) => {
    await lockJob(tx, requestId);
    const still = await activeAssignment(tx, requestId);
    if (!still || still.id !== current.id) throw conflict();
    await tx
      .update(dispatchOffers)
      .set({ state: "WITHDRAWN" })
      .where(
        and(
          eq(dispatchOffers.handOverFromAssignmentId, current.id),
          inArray(dispatchOffers.state, [...OPEN_OFFER_STATES]),
        ),
      );
    // A driver is offered a request once (unique per request and driver): one offered it in a wave
    // earlier has that row reopened as the hand-over offer.
    const fresh = {
      state: "OPEN",
      wave: job.wave,
      sentAt: now,
      seenAt: null,
      answeredAt: null,
      expiresAt,
      handOverFromAssignmentId: current.id,
      ...ALERTS_DUE,
    };
    const rows = [];
    for (const candidate of candidates) {
      const [row] = await tx
        .insert(dispatchOffers)
        .values({
          assistanceRequestId: requestId,
          driverId: candidate.id,
          distanceMeters: candidate.distanceMeters,
          ...fresh,
        })
        .onConflictDoUpdate({
          target: [dispatchOffers.assistanceRequestId, dispatchOffers.driverId],
          set: { distanceMeters: candidate.distanceMeters, ...fresh },
        })
        .returning({ id: dispatchOffers.id, driverId: dispatchOffers.driverId, expiresAt: dispatchOffers.expiresAt });
      rows.push(row);
    }
    return rows;
  });
  return offers.map((o) => ({ id: o.id, driverId: o.driverId, expiresAt: o.expiresAt.toISOString() }));
}

/**
 * A colleague accepts a hand-over offer: in one transaction (job row locked first) the offer is taken,
 * the colleague claimed (no active assignment of their own), and the assignment replaced. 409 when the
 * offer lapsed or was answered, the first driver's assignment ended or changed meanwhile, or the
 * colleague is already on a job.
 */
export async function acceptHandOver(rt: DispatchRuntime, driverId: number, offer: DispatchOfferRow) {
  const now = rt.now();
  if (offer.state !== "OPEN" || offer.expiresAt <= now) throw conflict();
  const requestId = offer.assistanceRequestId;
  const [job] = await rt.db.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, requestId));
  const [driver] = await rt.db.select().from(drivers).where(eq(drivers.id, driverId));
  // The route may take a moment (OSRM): work it out before taking any lock.
  const eta = await rt.routing.estimateEta(driver, job);

  await inTransaction(rt.db, async (tx) => {
    await lockJob(tx, requestId);
    const current = await activeAssignment(tx, requestId);
    if (!current || current.id !== offer.handOverFromAssignmentId || current.driverId === driverId) throw conflict();
    const taken = await tx
      .update(dispatchOffers)
      .set({
        state: "ACCEPTED",
        answeredAt: now,
        seenAt: sql`coalesce(${dispatchOffers.seenAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(dispatchOffers.id, offer.id), eq(dispatchOffers.state, "OPEN"), gt(dispatchOffers.expiresAt, now)))
      .returning({ id: dispatchOffers.id });
    if (taken.length === 0) throw conflict();
    if (!(await takeDriver(tx, driverId, now))) throw conflict();
    await replaceAssignment(tx, rt, { requestId, current, toDriverId: driverId, eta, now, offerId: offer.id });
    // The colleague is on this job now: their other open offers go to other drivers.
    await tx
      .update(dispatchOffers)
      .set({ state: "WITHDRAWN" })
      .where(
        and(
          eq(dispatchOffers.driverId, driverId),
          inArray(dispatchOffers.state, [...OPEN_OFFER_STATES]),
          ne(dispatchOffers.id, offer.id),
        ),
      );
    await refreshResponseRate(tx, driverId);
  });
  await rt.events.publish(requestId).catch(() => {});
  return { assistanceRequestId: requestId, etaSeconds: eta.seconds };
}

/** Hand-over offers are for jobs under way; new-job offers for jobs still searching. */
export const offerStillWanted = sql`(
  (${dispatchOffers.handOverFromAssignmentId} IS NULL AND ${dispatchJobs.status} = 'PENDING')
  OR (${dispatchOffers.handOverFromAssignmentId} IS NOT NULL AND ${dispatchJobs.status} = 'ACCEPTED'))`;
