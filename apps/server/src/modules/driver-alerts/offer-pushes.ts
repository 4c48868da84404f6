import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/connect.ts";
import type { PushSender } from "../../providers/push/web-push-sender.ts";
import { forgetSubscription, subscriptionsOf } from "./push-subscriptions.ts";

const BATCH = 50;

/** An offer is still a question to its driver: open, not lapsed, and its job still wants it (as GET /offers). */
export const stillOpen = (now: Date) => sql`o.state = 'OPEN' AND o.expires_at > ${now.toISOString()}::timestamptz
  AND ((o.hand_over_from_assignment_id IS NULL AND j.status = 'PENDING')
    OR (o.hand_over_from_assignment_id IS NOT NULL AND j.status = 'ACCEPTED'))`;

/**
 * Claims offers for one kind of alert with a single UPDATE of rows locked with SKIP LOCKED: instances split the
 * work, nobody waits on a row a dispatch transaction holds, and each alert is claimed once (at most once: a push
 * service that failed is not asked again, the SMS fallback is there for that).
 */
function claim<T>(db: Db, set: SQL, where: SQL, returning: SQL) {
  return queryRows<T>(
    db,
    sql`UPDATE dispatch_offers SET ${set}
        WHERE id IN (
          SELECT o.id FROM dispatch_offers o
          JOIN dispatch_jobs j ON j.assistance_request_id = o.assistance_request_id
          WHERE o.push_closed_at IS NULL AND ${where}
          ORDER BY o.id LIMIT ${BATCH} FOR UPDATE OF o SKIP LOCKED)
        RETURNING ${returning}`,
  );
}

type Opened = {
  id: number;
  driver_id: number;
  assistance_request_id: number;
  distance_meters: number;
  expires_at: string | Date;
  hand_over: boolean;
};
type Closed = { id: number; driver_id: number; state: string; pushed: boolean; lapsed: boolean };

/** What the driver's service worker reads (public/driver-push-sw.js); it writes the words in the app's language. */
type OfferPush =
  | {
      type: "OFFER";
      offerId: number;
      assistanceRequestId: number;
      incidentType: string;
      distanceMeters: number;
      expiresAt: string;
      handOver: boolean;
    }
  | { type: "OFFER_CLOSED"; offerId: number; reason: "ANSWERED" | "LAPSED" | "WITHDRAWN" };

/** Pushes each newly open offer to its driver's phones, then closes the notification of each offer that ended. */
export async function pushDueOffers(db: Db, send: PushSender, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const opened = await claim<Opened>(
    db,
    sql`pushed_at = ${at}`,
    sql`o.pushed_at IS NULL AND ${stillOpen(now)}`,
    sql`id, driver_id, assistance_request_id, distance_meters, expires_at,
      hand_over_from_assignment_id IS NOT NULL AS hand_over`,
  );
  const incidents = await incidentTypes(
    db,
    opened.map((o) => Number(o.assistance_request_id)),
  );
  let pushed = 0;
  for (const o of opened) {
    const expiresAt = new Date(o.expires_at);
    const message: OfferPush = {
      type: "OFFER",
      offerId: Number(o.id),
      assistanceRequestId: Number(o.assistance_request_id),
      incidentType: incidents.get(Number(o.assistance_request_id)) ?? "OTHER",
      distanceMeters: Number(o.distance_meters),
      expiresAt: expiresAt.toISOString(),
      handOver: Boolean(o.hand_over),
    };
    const ttlSeconds = Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
    pushed += await pushToDriver(db, send, Number(o.driver_id), message, ttlSeconds);
  }
  // Ended offers: answered, lapsed, withdrawn, or their job moved on. Ones never pushed are only marked.
  const closed = await claim<Closed>(
    db,
    sql`push_closed_at = ${at}`,
    sql`o.state <> 'QUEUED' AND NOT (${stillOpen(now)})`,
    sql`id, driver_id, state, pushed_at IS NOT NULL AS pushed, expires_at <= ${at} AS lapsed`,
  );
  for (const c of closed.filter((row) => row.pushed)) {
    const reason =
      c.state === "ACCEPTED" || c.state === "DECLINED"
        ? "ANSWERED"
        : c.lapsed || c.state === "EXPIRED"
          ? "LAPSED"
          : "WITHDRAWN";
    // Kept a minute at most: a phone that comes back later has the lapsed offer's own expiry to go by.
    pushed += await pushToDriver(
      db,
      send,
      Number(c.driver_id),
      { type: "OFFER_CLOSED", offerId: Number(c.id), reason },
      60,
    );
  }
  return pushed;
}

async function incidentTypes(db: Db, requestIds: number[]): Promise<Map<number, string>> {
  if (requestIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; incident_type: string | null }>(
    db,
    sql`SELECT id, incident_type FROM assistance_requests WHERE id IN (${sql.join(requestIds, sql`, `)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.incident_type ?? "OTHER"]));
}

/** Sends to every phone of the driver at once; a subscription the push service no longer knows is removed. */
async function pushToDriver(db: Db, send: PushSender, driverId: number, message: OfferPush, ttlSeconds: number) {
  const targets = await subscriptionsOf(db, driverId);
  const outcomes = await Promise.all(
    targets.map((t) => send(t, { payload: JSON.stringify(message), ttlSeconds, topic: `offer-${message.offerId}` })),
  );
  for (const [i, outcome] of outcomes.entries()) if (outcome === "GONE") await forgetSubscription(db, targets[i].id);
  return outcomes.filter((o) => o === "SENT").length;
}
