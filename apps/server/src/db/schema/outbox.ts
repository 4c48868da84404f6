import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { LANGUAGES } from "@hitch/contract/common/enums";
import { createdAt } from "./columns.ts";
import { services } from "./services.ts";

/** SENDING: claimed by one instance's worker, which is talking to the gateway now. */
export const OUTBOX_STATUSES = ["PENDING", "SENDING", "SENT", "FAILED"] as const;

/**
 * Every SMS we send or would send, written in the transaction of the change that causes it and
 * sent afterwards by the worker (providers/sms/sms-delivery.ts). `body` is the operators' copy with
 * link codes masked; the real text is only in `bodyEncrypted`, erased once sent or given up.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    toPhone: text("to_phone").notNull(),
    body: text("body").notNull(),
    bodyEncrypted: text("body_encrypted"),
    language: text("language", { enum: LANGUAGES }).notNull(),
    /** Why it was sent, e.g. ASSISTANCE_LINK, CLAIM_LINK, OPERATOR_CALLBACK. */
    purpose: text("purpose").notNull(),
    provider: text("provider").notNull(),
    /** The service it was sent for (the console's SMS screen is scoped by it); null: the administrators' own. */
    serviceId: integer("service_id").references(() => services.id, { onDelete: "set null" }),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("PENDING"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    /** When the last attempt was claimed: a SENDING row older than the stale limit was cut off by a crash. */
    attemptedAt: timestamp("attempted_at", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("sms_outbox_status_idx").on(t.status), index("sms_outbox_service_idx").on(t.serviceId, t.id)],
);

/**
 * E-mails queued for the customer (order copies, claim confirmations, case updates), like SMS: `body`
 * masked, the real text in `bodyEncrypted` for the sender, sent and retried by the same rules.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    bodyEncrypted: text("body_encrypted"),
    language: text("language", { enum: LANGUAGES }).notNull(),
    purpose: text("purpose").notNull(),
    /** EMAIL_PROVIDER when it was written (outbox or smtp); that provider's worker sends it. */
    provider: text("provider").notNull().default("outbox"),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("PENDING"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("email_outbox_status_idx").on(t.status)],
);
