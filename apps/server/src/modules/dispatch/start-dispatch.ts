import { eq } from "drizzle-orm";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchJobs } from "../../db/schema/dispatch.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Db } from "../../db/connect.ts";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { mirrorRequestStatus } from "./request-mirror.ts";

export type StartDispatchOptions = { now?: Date; timeoutSeconds?: number };

/**
 * Puts a submitted request into dispatch: status PENDING, stage INFORMING_OPERATORS, a deadline
 * (the runtime's DISPATCH_TIMEOUT_SECONDS unless given), and due for the worker at once. Call it
 * from the submit route with its transaction as `db`, and the app's runtime for the clock and hooks. Idempotent: a second call (a retried submit) leaves the running dispatch alone.
 * Throws HttpError 422 MISSING_LOCATION when the request has no map location (nothing to
 * dispatch to) and 404 when there is no such request.
 */
export async function startDispatch(
  db: Db,
  rt: DispatchRuntime,
  requestId: number,
  options: StartDispatchOptions = {},
) {
  const now = options.now ?? rt.now();
  const timeoutSeconds = options.timeoutSeconds ?? rt.settings.timeoutSeconds;

  const [request] = await db
    .select({ latitude: assistanceRequests.latitude, longitude: assistanceRequests.longitude })
    .from(assistanceRequests)
    .where(eq(assistanceRequests.id, requestId));
  if (!request) throw new HttpError(404, "NOT_FOUND");
  if (request.latitude === null || request.longitude === null) {
    throw new HttpError(422, "VALIDATION_FAILED", [{ path: "location", code: "MISSING_LOCATION" }]);
  }

  const inserted = await db
    .insert(dispatchJobs)
    .values({
      assistanceRequestId: requestId,
      status: "PENDING",
      stage: "INFORMING_OPERATORS",
      latitude: request.latitude,
      longitude: request.longitude,
      nextActionAt: now,
      deadlineAt: new Date(now.getTime() + timeoutSeconds * 1000),
      startedAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: dispatchJobs.assistanceRequestId });
  if (inserted.length > 0) {
    await mirrorRequestStatus(db, requestId, "PENDING", "INFORMING_OPERATORS", now);
    await rt.transitions.run(db, { assistanceRequestId: requestId, change: "PENDING", at: now });
    // Outside a transaction this is visible now; inside one the worker sees it after commit.
    await rt.events.publish(requestId).catch(() => {});
  }
  const [job] = await db.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, requestId));
  return { status: job.status, stage: job.stage, deadlineAt: job.deadlineAt, started: inserted.length > 0 };
}
