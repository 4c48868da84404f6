import { and, eq, sql } from "drizzle-orm";
import { haversineMeters } from "@hitch/contract/common/distance";
import { dispatchJobs, dispatchOffers } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { activeAssignment, transferJob } from "./job-actions.ts";
import { acceptOffer } from "./offers.ts";
import { restartDispatch } from "./operator-assign.ts";
import { alertsDone } from "./offer-alert-columns.ts";
import { recordRequestEvent } from "./request-events.ts";

/** Who gave the job by hand: a provider's operator or a towing company's dispatcher, by name. */
type AssignedBy = { actorKind: "OPERATOR" | "DISPATCHER"; actorName: string };

/**
 * Someone in charge gives a job to a driver they chose: a provider's operator on the request's page, or a
 * towing company's dispatcher for one of its drivers. A job a driver holds moves to the new one through the
 * engine's reassign (`transferJob`: the customer sees the driver-changed warning). A job still waiting is
 * accepted on the driver's behalf through the engine's own accept, so the first-accept-wins rule, the
 * withdrawal of the other offers and the customer's status are exactly those of a driver's tap; a driver the
 * waves had not reached (or who had declined) gets the offer first, open until the job's deadline. A timed-out
 * job is sent to dispatch again first (a fresh deadline), then accepted the same way.
 * 409 DRIVER_NOT_AVAILABLE when the driver is off duty or on another job, REQUEST_ENDED once it is over.
 */

export async function assignByHand(rt: DispatchRuntime, requestId: number, driverId: number, by: AssignedBy) {
  const answer = await giveJob(rt, requestId, driverId);
  // The record names who assigned whom, at the assignment's own moment (the timeline shows it instead of an accept).
  const assignment = await activeAssignment(rt.db, requestId);
  const [driver] = await rt.db.select({ name: drivers.fullName }).from(drivers).where(eq(drivers.id, driverId));
  if (assignment && assignment.driverId === driverId)
    await recordRequestEvent(
      rt.db,
      requestId,
      { type: "ASSIGNED", ...by, driverName: driver.name },
      assignment.assignedAt,
    );
  return answer;
}

async function giveJob(rt: DispatchRuntime, requestId: number, driverId: number) {
  const job = await readOpenJob(rt, requestId);
  const [driver] = await rt.db.select().from(drivers).where(eq(drivers.id, driverId));
  if (!driver) throw new HttpError(404, "NOT_FOUND");
  if (!driver.available) throw new HttpError(409, "DRIVER_NOT_AVAILABLE");
  if (await activeAssignment(rt.db, requestId)) return transferJob(rt, requestId, { toDriverId: driverId });
  if (job.status === "TIMED_OUT") await restartDispatch(rt, requestId, { reopenLapsedOffers: false });
  const [waiting] = await rt.db.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, requestId));
  if (waiting.status !== "PENDING") throw new HttpError(409, "CONFLICT");
  const distanceMeters = Math.round(haversineMeters(driver, waiting));
  const [offer] = await rt.db
    .insert(dispatchOffers)
    .values({
      assistanceRequestId: requestId,
      driverId,
      wave: waiting.wave,
      distanceMeters,
      sentAt: rt.now(),
      expiresAt: waiting.deadlineAt,
      ...alertsDone(rt.now()),
      byHand: true,
    })
    .onConflictDoUpdate({
      target: [dispatchOffers.assistanceRequestId, dispatchOffers.driverId],
      set: {
        state: "OPEN",
        expiresAt: waiting.deadlineAt,
        answeredAt: null,
        declineReason: null,
        ...alertsDone(rt.now()),
      },
      setWhere: and(
        sql`${dispatchOffers.state} <> 'ACCEPTED'`,
        sql`${dispatchOffers.handOverFromAssignmentId} IS NULL`,
      ),
    })
    .returning({ id: dispatchOffers.id });
  if (!offer) throw new HttpError(409, "CONFLICT");
  return acceptOffer(rt, driverId, offer.id);
}

async function readOpenJob(rt: DispatchRuntime, requestId: number) {
  const [job] = await rt.db.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, requestId));
  // Never submitted: there is nothing to dispatch yet.
  if (!job) throw new HttpError(409, "CONFLICT");
  if (job.status === "FINISHED" || job.status === "CLIENT_CANCELLED") throw new HttpError(409, "REQUEST_ENDED");
  return job;
}
