import { and, desc, eq, gt, isNull, lt } from "drizzle-orm";
import { driverPushSubscriptions, driverSessions } from "../../db/schema/driver-sessions.ts";
import { inTransaction } from "../../db/transaction.ts";
import { type DriverRow, drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Db } from "../../db/connect.ts";

/** last_seen_at is written at most this often per session: a position every 10 s must not write it each time. */
const SEEN_EVERY_MS = 5 * 60_000;

/**
 * The driver a session cookie speaks for, read on every call: a revoked or expired session is refused at
 * once on every instance, because nothing about it is remembered outside the database.
 */
export async function driverOfSession(db: Db, sessionId: number, now: Date): Promise<DriverRow | null> {
  const [row] = await db
    .select({ driver: drivers, lastSeenAt: driverSessions.lastSeenAt })
    .from(driverSessions)
    .innerJoin(drivers, eq(drivers.id, driverSessions.driverId))
    .where(and(eq(driverSessions.id, sessionId), isNull(driverSessions.revokedAt), gt(driverSessions.expiresAt, now)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await db
      .update(driverSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(driverSessions.id, sessionId), lt(driverSessions.lastSeenAt, now)));
  }
  return row.driver;
}

export async function listDriverSessions(db: Db, driverId: number, now: Date) {
  const [driver] = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId));
  if (!driver) throw new HttpError(404, "NOT_FOUND");
  const rows = await db
    .select()
    .from(driverSessions)
    .where(eq(driverSessions.driverId, driverId))
    .orderBy(desc(driverSessions.createdAt), desc(driverSessions.id));
  return rows.map((s) => ({
    id: s.id,
    device: s.device,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    revokedAt: s.revokedAt?.toISOString() ?? null,
    active: s.revokedAt === null && s.expiresAt.getTime() > now.getTime(),
  }));
}

/**
 * Ends one phone's session; the next call from it is a 401, and its push subscriptions go with it. When no phone
 * of the driver stays signed in, the driver is off duty at once (no offer can reach them). Revoking twice is fine;
 * another driver's session is a 404.
 */
export async function revokeDriverSession(db: Db, driverId: number, sessionId: number, now: Date) {
  const [session] = await db
    .select({ revokedAt: driverSessions.revokedAt })
    .from(driverSessions)
    .where(and(eq(driverSessions.id, sessionId), eq(driverSessions.driverId, driverId)));
  if (!session) throw new HttpError(404, "NOT_FOUND");
  if (session.revokedAt !== null) return;
  await inTransaction(db, async (tx) => {
    await tx.update(driverSessions).set({ revokedAt: now }).where(eq(driverSessions.id, sessionId));
    await tx.delete(driverPushSubscriptions).where(eq(driverPushSubscriptions.sessionId, sessionId));
    const [live] = await tx
      .select({ id: driverSessions.id })
      .from(driverSessions)
      .where(
        and(eq(driverSessions.driverId, driverId), isNull(driverSessions.revokedAt), gt(driverSessions.expiresAt, now)),
      )
      .limit(1);
    if (!live)
      await tx
        .update(drivers)
        .set({ available: false, offDutyReason: "NO_SESSION", updatedAt: now })
        .where(and(eq(drivers.id, driverId), eq(drivers.available, true)));
  });
}
