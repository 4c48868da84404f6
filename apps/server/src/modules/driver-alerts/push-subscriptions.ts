import { and, desc, eq } from "drizzle-orm";
import type { DriverPushSubscription } from "@hitch/contract/dispatch/driver-app";
import type { Db } from "../../db/connect.ts";
import { driverPushSubscriptions } from "../../db/schema/driver-sessions.ts";

/**
 * Keeps this phone's subscription for the driver's session. The endpoint is the browser's own, so one already
 * known (the same phone subscribing again, or signed in anew) moves to this driver and session.
 */
export async function saveSubscription(
  db: Db,
  driverId: number,
  sessionId: number | null,
  subscription: DriverPushSubscription,
): Promise<void> {
  const values = {
    driverId,
    sessionId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    language: subscription.language ?? null,
  };
  await db
    .insert(driverPushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: driverPushSubscriptions.endpoint, set: values });
}

/** The phone unsubscribed (notifications turned off): only the driver's own subscription can be removed. */
export async function removeSubscription(db: Db, driverId: number, endpoint: string): Promise<void> {
  await db
    .delete(driverPushSubscriptions)
    .where(and(eq(driverPushSubscriptions.driverId, driverId), eq(driverPushSubscriptions.endpoint, endpoint)));
}

export function subscriptionsOf(db: Db, driverId: number) {
  return db
    .select()
    .from(driverPushSubscriptions)
    .where(eq(driverPushSubscriptions.driverId, driverId))
    .orderBy(desc(driverPushSubscriptions.createdAt));
}

/** The push service says the browser dropped it (404/410): it is never tried again. */
export async function forgetSubscription(db: Db, id: number): Promise<void> {
  await db.delete(driverPushSubscriptions).where(eq(driverPushSubscriptions.id, id));
}
