import { and, eq, inArray, sql } from "drizzle-orm";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchJobs, dispatchOffers } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";
import { inTransaction } from "../../db/transaction.ts";
import { findNearestDrivers } from "../drivers/public.ts";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { lockJob } from "./lock-job.ts";
import { closeOpenCallback } from "./operator-callbacks.ts";
import { recordRequestEvent } from "./request-events.ts";
import { mirrorRequestStatus } from "./request-mirror.ts";
import { ALERTS_DUE } from "./offer-alert-columns.ts";

/**
 * Sends a timed-out request to dispatch again with a fresh deadline. The drivers whose offers lapsed
 * unanswered get them again at once (those who declined do not), and the search for others restarts from
 * the first radius: at once when nobody was offered before, else after one wave interval.
 * 409 REQUEST_NOT_TIMED_OUT for any other request.
 */
export async function restartDispatch(
  rt: DispatchRuntime,
  requestId: number,
  { reopenLapsedOffers = true, by }: { reopenLapsedOffers?: boolean; by?: { actorName: string } } = {},
) {
  const now = rt.now();
  const deadlineAt = new Date(now.getTime() + rt.settings.timeoutSeconds * 1000);
  await inTransaction(rt.db, async (tx) => {
    if (!(await lockJob(tx, requestId))) throw new HttpError(409, "REQUEST_NOT_TIMED_OUT");
    const [job] = await tx.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, requestId));
    if (job.status !== "TIMED_OUT") throw new HttpError(409, "REQUEST_NOT_TIMED_OUT");
    const reopened = !reopenLapsedOffers
      ? []
      : await tx
          .update(dispatchOffers)
          .set({ state: "OPEN", sentAt: now, expiresAt: deadlineAt, seenAt: null, answeredAt: null, ...ALERTS_DUE })
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
    // An operator's new search is on the record and closes the call-back; a hand-assignment (which restarts
    // without `by`) closes it as assigned once its driver has the job, a moment later.
    if (by) {
      await recordRequestEvent(tx, requestId, { type: "REDISPATCHED", actorKind: "OPERATOR", ...by }, now);
      await closeOpenCallback(tx, requestId, "REDISPATCHED", now);
    }
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
