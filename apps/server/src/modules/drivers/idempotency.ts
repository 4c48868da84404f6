import { and, eq } from "drizzle-orm";
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
