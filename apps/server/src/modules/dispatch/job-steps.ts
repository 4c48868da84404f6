import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { DispatchStage } from "@hitch/contract/common/enums";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { type DispatchJobRow, dispatchJobs, dispatchOffers, operatorCallbacks } from "../../db/schema/dispatch.ts";
import { findNearestDrivers } from "../drivers/public.ts";
import type { Db } from "../../db/connect.ts";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { mirrorRequestStatus } from "./request-mirror.ts";
import { recordRequestEvent } from "./request-events.ts";
import { laterStage, OPEN_OFFER_STATES } from "./stages.ts";
import { freshPositionSince } from "./offer-alert-columns.ts";

/**
 * One step of a PENDING job, run by the worker while it holds the job's row lock. Each step is
 * its own transaction, so the customer sees every stage as it really happens:
 *   INFORMING_OPERATORS -> LOCATING -> SEARCHING -> DRIVERS_FOUND -> SENDING_INFORMATION,
 * then drivers opening the offer move it to DRIVERS_EVALUATING (driver API) and a wave interval
 * without an answer to WAITING_FOR_REPLY, while further waves widen the radius. Past the
 * deadline the job times out whatever its stage.
 */
export async function advanceJob(tx: Db, rt: DispatchRuntime, job: DispatchJobRow, now: Date): Promise<void> {
  if (job.deadlineAt.getTime() <= now.getTime()) return timeOut(tx, rt, job, now);
  const stage = job.stage as DispatchStage;
  switch (stage) {
    case "INFORMING_OPERATORS":
      return update(tx, job, { stage: "LOCATING", nextActionAt: now }, now);
    case "LOCATING": {
      // The customer may have moved the pin since submitting; dispatch to where they are now.
      const [request] = await tx
        .select({ latitude: assistanceRequests.latitude, longitude: assistanceRequests.longitude })
        .from(assistanceRequests)
        .where(eq(assistanceRequests.id, job.assistanceRequestId));
      const located = request?.latitude != null && request.longitude != null;
      return update(
        tx,
        job,
        {
          stage: "SEARCHING",
          nextActionAt: now,
          ...(located ? { latitude: request.latitude!, longitude: request.longitude! } : {}),
        },
        now,
      );
    }
    case "SEARCHING": {
      const found = await searchWave(tx, rt, job, now, "QUEUED");
      if (found === 0) return update(tx, job, { wave: job.wave + 1, nextActionAt: nextWaveAt(rt, job, now) }, now);
      return update(tx, job, { wave: job.wave + 1, stage: "DRIVERS_FOUND", nextActionAt: now }, now);
    }
    case "DRIVERS_FOUND": {
      await tx
        .update(dispatchOffers)
        .set({ state: "OPEN", sentAt: now })
        .where(
          and(eq(dispatchOffers.assistanceRequestId, job.assistanceRequestId), eq(dispatchOffers.state, "QUEUED")),
        );
      return update(tx, job, { stage: "SENDING_INFORMATION", nextActionAt: nextWaveAt(rt, job, now) }, now);
    }
    default: {
      // A wave interval passed without an accept: offer the next drivers, a little further out.
      await searchWave(tx, rt, job, now, "OPEN");
      const waiting = stage === "DRIVERS_EVALUATING" ? "WAITING_FOR_REPLY" : stage;
      return update(tx, job, { wave: job.wave + 1, stage: waiting, nextActionAt: nextWaveAt(rt, job, now) }, now);
    }
  }
}

function nextWaveAt(rt: DispatchRuntime, job: DispatchJobRow, now: Date): Date {
  const next = now.getTime() + rt.settings.waveIntervalSeconds * 1000;
  return new Date(Math.min(next, job.deadlineAt.getTime()));
}

/** Offers the job to the nearest not-yet-offered drivers, widening within this step until some are found. */
async function searchWave(tx: Db, rt: DispatchRuntime, job: DispatchJobRow, now: Date, state: "QUEUED" | "OPEN") {
  const last = rt.settings.radiiMeters.length - 1;
  for (let index = Math.min(job.wave, last); index <= last; index++) {
    const nearby = await findNearestDrivers(tx, {
      latitude: job.latitude,
      longitude: job.longitude,
      radiusMeters: rt.settings.radiiMeters[index],
      limit: rt.settings.waveSize,
      excludeOfferedFor: job.assistanceRequestId,
      positionSince: freshPositionSince(rt, now),
    });
    if (nearby.length === 0) continue;
    await tx
      .insert(dispatchOffers)
      .values(
        nearby.map((d) => ({
          assistanceRequestId: job.assistanceRequestId,
          driverId: d.id,
          wave: job.wave + 1,
          distanceMeters: Math.round(d.distanceMeters),
          state,
          sentAt: now,
          expiresAt: job.deadlineAt,
        })),
      )
      .onConflictDoNothing();
    return nearby.length;
  }
  return 0;
}

async function update(tx: Db, job: DispatchJobRow, changes: Partial<DispatchJobRow>, now: Date) {
  const stage = changes.stage ? laterStage(job.stage as DispatchStage, changes.stage as DispatchStage) : job.stage;
  await tx
    .update(dispatchJobs)
    .set({ ...changes, stage, updatedAt: now, version: sql`${dispatchJobs.version} + 1` })
    .where(eq(dispatchJobs.assistanceRequestId, job.assistanceRequestId));
  if (stage !== job.stage)
    await mirrorRequestStatus(tx, job.assistanceRequestId, "PENDING", stage as DispatchStage, now);
}

/** Nobody accepted in time: TIMED_OUT, open offers lapse, and operators are asked to call back. */
async function timeOut(tx: Db, rt: DispatchRuntime, job: DispatchJobRow, now: Date) {
  const changed = await tx
    .update(dispatchJobs)
    .set({
      status: "TIMED_OUT",
      nextActionAt: null,
      endedAt: now,
      updatedAt: now,
      version: sql`${dispatchJobs.version} + 1`,
    })
    .where(and(eq(dispatchJobs.assistanceRequestId, job.assistanceRequestId), eq(dispatchJobs.status, "PENDING")))
    .returning({ id: dispatchJobs.assistanceRequestId });
  if (changed.length === 0) return;
  await tx
    .update(dispatchOffers)
    .set({ state: "EXPIRED" })
    .where(
      and(
        eq(dispatchOffers.assistanceRequestId, job.assistanceRequestId),
        inArray(dispatchOffers.state, [...OPEN_OFFER_STATES]),
      ),
    );
  // Unique per request: even a second timer could not queue a second call-back. One that closed (handled, or the
  // request moved on) opens again for a second time-out after a new search; the record keeps the first.
  await tx
    .insert(operatorCallbacks)
    .values({ assistanceRequestId: job.assistanceRequestId, reason: "NO_DRIVER_ACCEPTED", createdAt: now })
    .onConflictDoUpdate({
      target: operatorCallbacks.assistanceRequestId,
      set: { createdAt: now, handledAt: null, handledBy: null, handledNote: null, closedReason: null },
      setWhere: isNotNull(operatorCallbacks.handledAt),
    });
  await recordRequestEvent(tx, job.assistanceRequestId, { type: "TIMED_OUT", actorKind: "ENGINE" }, now);
  await mirrorRequestStatus(tx, job.assistanceRequestId, "TIMED_OUT", null, now);
  await rt.transitions.run(tx, { assistanceRequestId: job.assistanceRequestId, change: "TIMED_OUT", at: now });
}
