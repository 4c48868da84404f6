import { and, eq, lt } from "drizzle-orm";
import { driverUpdateKeys } from "../../db/schema/driver-sessions.ts";
import type { Db } from "../../db/connect.ts";
import { IDEMPOTENCY_HEADER } from "@hitch/contract/dispatch/driver-app-events";
import { HttpError } from "../../http/http-error.ts";

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,80}$/;

/**
 * Runs a driver's update once per idempotency key. The driver app queues updates made offline and sends them
 * again when it cannot know whether an earlier attempt arrived: a key already recorded is answered as done
 * without applying it again. The key is recorded after the update succeeded, so a failed attempt can be retried.
 * Without a key the update simply runs; a malformed one is a 400.
 */
export async function onceForDriver<T>(
  db: Db,
  driverId: number,
  key: string | undefined,
  work: () => Promise<T>,
): Promise<{ replayed: true } | { replayed: false; result: T }> {
  if (key === undefined) return { replayed: false, result: await work() };
  if (!KEY_PATTERN.test(key))
    throw new HttpError(400, "VALIDATION_FAILED", [{ path: "idempotency-key", code: "validation.invalid" }]);
  const [seen] = await db
    .select({ key: driverUpdateKeys.idempotencyKey })
    .from(driverUpdateKeys)
    .where(and(eq(driverUpdateKeys.driverId, driverId), eq(driverUpdateKeys.idempotencyKey, key)));
  if (seen) return { replayed: true };
  const result = await work();
  await db.insert(driverUpdateKeys).values({ driverId, idempotencyKey: key }).onConflictDoNothing();
  return { replayed: false, result };
}

/** The request's Idempotency-Key header, if it sent one. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[IDEMPOTENCY_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

const HOUR_MS = 3_600_000;

/**
 * Forgets the keys recorded before `before`; answers how many. A phone's queue is sent within minutes of the
 * network returning, so a key older than the retention period (DRIVER_UPDATE_KEY_RETENTION_HOURS) can no
 * longer come back, and the table stays the size of the last few days' updates.
 */
export async function pruneDriverUpdateKeys(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(driverUpdateKeys)
    .where(lt(driverUpdateKeys.createdAt, before))
    .returning({ key: driverUpdateKeys.idempotencyKey });
  return removed.length;
}

/** Prunes at start and then hourly, on every instance (a delete by age is harmless when two run at once). */
export function startUpdateKeyPruning(
  db: Db,
  options: { retentionHours: number; now: () => Date; onError: (error: unknown) => void },
) {
  const prune = () =>
    pruneDriverUpdateKeys(db, new Date(options.now().getTime() - options.retentionHours * HOUR_MS)).catch(
      options.onError,
    );
  let running = prune();
  const timer = setInterval(() => {
    running = prune();
  }, HOUR_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
