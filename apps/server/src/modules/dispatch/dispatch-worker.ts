import { eq, sql } from "drizzle-orm";
import { dispatchJobs } from "../../db/schema/dispatch.ts";
import { queryRows } from "../../db/connect.ts";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { advanceJob } from "./job-steps.ts";

/**
 * Runs every step that is due, one job-step per transaction. The job row is claimed with
 * FOR UPDATE SKIP LOCKED, so several instances on one PostgreSQL split the work and never run
 * the same step twice; on PGlite (one connection) the same query simply finds no competitor.
 * Returns the number of steps taken.
 */
export async function runDueSteps(rt: DispatchRuntime, maxSteps = 500): Promise<number> {
  let steps = 0;
  while (steps < maxSteps) {
    const now = rt.now();
    const requestId = await rt.db.transaction(async (tx) => {
      const [due] = await queryRows<{ id: number }>(
        tx,
        sql`SELECT assistance_request_id AS id FROM dispatch_jobs
            WHERE status = 'PENDING' AND next_action_at <= ${now.toISOString()}::timestamptz
            ORDER BY next_action_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!due) return null;
      const [job] = await tx.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, due.id));
      await advanceJob(tx, rt, job, now);
      return job.assistanceRequestId;
    });
    if (requestId === null) break;
    steps++;
    await rt.events.publish(requestId).catch((error) => rt.log.warn({ err: error }, "dispatch: publish failed"));
  }
  return steps;
}

export type DispatchWorker = {
  stop(): Promise<void>;
  /** Running and not stuck: a look for due work started or ended recently (for /readyz). */
  isRunning(): boolean;
};

/** The loop each instance runs. A deadline that passed while every instance was down is due at once. */
export function startDispatchWorker(rt: DispatchRuntime): DispatchWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  // Wall-clock time (not rt.now, which tests move): a loop silent this long is stuck.
  let lastSign = Date.now();
  const stuckAfterMs = Math.max(30_000, 10 * rt.settings.workerIntervalMs);
  const tick = () => {
    lastSign = Date.now();
    running = runDueSteps(rt)
      .then(() => undefined)
      .catch((error) => rt.log.error({ err: error }, "dispatch worker step failed"))
      .finally(() => {
        lastSign = Date.now();
        if (!stopped) timer = setTimeout(tick, rt.settings.workerIntervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    isRunning: () => !stopped && Date.now() - lastSign < stuckAfterMs,
  };
}
