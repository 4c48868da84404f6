import { and, eq, sql } from "drizzle-orm";
import { haversineMeters } from "@hitch/contract/common/distance";
import { dispatchJobs, dispatchOffers } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { activeAssignment, transferJob } from "./job-actions.ts";
import { acceptOffer } from "./offers.ts";

/**
 * Someone in charge of a driver (a towing company's dispatcher) gives them a job by hand. A job a driver
 * holds moves to them through the engine's reassign (`transferJob`); a job still waiting for an accept
 * is accepted on their behalf through the engine's own accept, so the first-accept-wins rule, the
 * withdrawal of the other offers and the customer's status are exactly those of a driver's tap. A driver
 * the waves had not reached (or who had declined) gets the offer first, open until the job's deadline.
 */
export async function assignByHand(rt: DispatchRuntime, requestId: number, driverId: number) {
  const [job] = await rt.db.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, requestId));
  if (!job) throw new HttpError(404, "NOT_FOUND");
  if (await activeAssignment(rt.db, requestId)) return transferJob(rt, requestId, { toDriverId: driverId });
  if (job.status !== "PENDING") throw new HttpError(409, "CONFLICT");
  const [driver] = await rt.db.select().from(drivers).where(eq(drivers.id, driverId));
  if (!driver) throw new HttpError(404, "NOT_FOUND");
  const distanceMeters = Math.round(haversineMeters(driver, job));
  const [offer] = await rt.db
    .insert(dispatchOffers)
    .values({
      assistanceRequestId: requestId,
      driverId,
      wave: job.wave,
      distanceMeters,
      sentAt: rt.now(),
      expiresAt: job.deadlineAt,
    })
    .onConflictDoUpdate({
      target: [dispatchOffers.assistanceRequestId, dispatchOffers.driverId],
      set: { state: "OPEN", expiresAt: job.deadlineAt, answeredAt: null, declineReason: null },
      setWhere: and(
        sql`${dispatchOffers.state} <> 'ACCEPTED'`,
        sql`${dispatchOffers.handOverFromAssignmentId} IS NULL`,
      ),
    })
    .returning({ id: dispatchOffers.id });
  if (!offer) throw new HttpError(409, "CONFLICT");
  return acceptOffer(rt, driverId, offer.id);
}
