import { and, asc, eq, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/connect.ts";
import { smsOutbox } from "../../db/schema/outbox.ts";
import { postToGateway, recordOutcome, type HttpSmsOptions } from "./http-sms.ts";

/**
 * When attempt n+1 of a message may run, counted from the message's creation, for n attempts made:
 * the first retry after a minute, the last about four hours after the customer asked. A link that
 * arrives later than that is no use to someone at the roadside, so the message stays FAILED for
 * the operators (it is in the outbox with its error).
 */
export const RETRY_AFTER_MS = [0, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 4 * 3600_000] as const;
export const MAX_ATTEMPTS = RETRY_AFTER_MS.length;
/** A gateway message still PENDING after this was cut off between writing the row and sending (a crash). */
export const STALE_PENDING_MS = 2 * 60_000;
export const RETRY_INTERVAL_MS = 30_000;
const BATCH = 20;

/**
 * The gateway messages due for another attempt at `now`, as a query condition: the schedule is applied
 * by the database, so a backlog of messages still waiting (a long gateway outage) never hides the due ones.
 */
function dueCondition(now: Date): SQL {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const failedAndDue = RETRY_AFTER_MS.map((wait, attempts) =>
    and(eq(smsOutbox.status, "FAILED"), eq(smsOutbox.attempts, attempts), lte(smsOutbox.createdAt, before(wait))),
  );
  const interrupted = and(eq(smsOutbox.status, "PENDING"), lt(smsOutbox.attempts, MAX_ATTEMPTS), lte(smsOutbox.createdAt, before(STALE_PENDING_MS)));
  return and(eq(smsOutbox.provider, "http"), or(interrupted, ...failedAndDue))!;
}

/**
 * Sends the due gateway messages again. Each message is first claimed by raising its attempt count
 * only if nobody else has (a conditional UPDATE), so several instances never send one message twice,
 * and no transaction stays open while the gateway answers (the embedded database has one connection).
 * Answers how many were tried and how many went out.
 */
export async function retryDueSms(db: Db, options: HttpSmsOptions, now: Date): Promise<{ tried: number; sent: number }> {
  const due = await db.select().from(smsOutbox).where(dueCondition(now)).orderBy(asc(smsOutbox.id)).limit(BATCH);
  let tried = 0;
  let sent = 0;
  for (const row of due) {
    const claimed = await db
      .update(smsOutbox)
      .set({ attempts: sql`${smsOutbox.attempts} + 1` })
      .where(and(eq(smsOutbox.id, row.id), eq(smsOutbox.attempts, row.attempts), eq(smsOutbox.status, row.status)))
      .returning({ id: smsOutbox.id });
    if (claimed.length === 0) continue;
    tried++;
    const error = await postToGateway(options, row.id, { to: row.toPhone, body: row.body, language: row.language });
    await recordOutcome(db, row.id, error);
    if (!error) sent++;
  }
  return { tried, sent };
}

/** Runs retryDueSms every RETRY_INTERVAL_MS on every instance; stop() waits for a run in progress. */
export function startSmsRetryWorker(db: Db, options: HttpSmsOptions, log: Pick<FastifyBaseLogger, "info" | "warn">, now = () => new Date()) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = retryDueSms(db, options, now())
      .then(({ tried, sent }) => {
        if (tried > 0) log.info({ tried, sent }, "sms retry");
      })
      .catch((error: unknown) => log.warn({ error }, "sms retry failed"))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, RETRY_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
