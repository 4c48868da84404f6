import { LANGUAGES } from "@hitch/contract/common/enums";
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { drivers } from "./drivers.ts";
import { services } from "./services.ts";

/** A driver's sign-in link, sent by SMS to the driver's phone alone. Only the SHA-256 of its code is stored. */
export const driverLinks = pgTable("driver_links", {
  id: serial("id").primaryKey(),
  driverId: integer("driver_id")
    .notNull()
    .references(() => drivers.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** The service whose operator sent the invitation: the driver app wears its theme. */
  serviceId: integer("service_id").references(() => services.id, { onDelete: "set null" }),
  /** The invitation's language: the driver app starts in it. */
  language: text("language", { enum: LANGUAGES }),
  /** When a phone opened it: a link opens one phone, a second one needs a new link. */
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * One phone on which a driver opened a link. The signed cookie names the row; the row decides on every
 * call whether it still holds, so an operator's revocation takes effect at once on every instance.
 */
export const driverSessions = pgTable(
  "driver_sessions",
  {
    id: serial("id").primaryKey(),
    driverId: integer("driver_id")
      .notNull()
      .references(() => drivers.id, { onDelete: "cascade" }),
    linkId: integer("link_id").references(() => driverLinks.id, { onDelete: "set null" }),
    /** The browser's User-Agent when the link was opened, so operators can tell the phones apart. */
    device: text("device"),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("driver_sessions_driver_idx").on(t.driverId)],
);

/** Idempotency keys of the driver app's updates already applied (queued updates may be sent again). */
export const driverUpdateKeys = pgTable(
  "driver_update_keys",
  {
    driverId: integer("driver_id")
      .notNull()
      .references(() => drivers.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.driverId, t.idempotencyKey] }),
    index("driver_update_keys_created_idx").on(t.createdAt),
  ],
);

/**
 * A phone's Web Push subscription, as its browser gave it, per driver session: revoking the session removes it,
 * and so does the push service answering 404 or 410 (the browser dropped it). `endpoint` is the push service's
 * URL for this one browser; `p256dh` and `auth` are its keys for encrypting the payload (RFC 8291).
 */
export const driverPushSubscriptions = pgTable(
  "driver_push_subscriptions",
  {
    id: serial("id").primaryKey(),
    driverId: integer("driver_id")
      .notNull()
      .references(() => drivers.id, { onDelete: "cascade" }),
    /** Null for a program signed in by the driver's bearer token. */
    sessionId: integer("session_id").references(() => driverSessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** The app's language when it subscribed: the driver's SMS fallback is written in it. */
    language: text("language", { enum: LANGUAGES }),
    createdAt: createdAt(),
  },
  (t) => [index("driver_push_subscriptions_driver_idx").on(t.driverId)],
);
