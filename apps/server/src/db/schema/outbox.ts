import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { LANGUAGES } from "@hitch/contract/common/enums";
import { createdAt } from "./columns.ts";

export const OUTBOX_STATUSES = ["PENDING", "SENT", "FAILED"] as const;

/** Every SMS we send or would send; the default SMS provider only writes here (and logs). */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    toPhone: text("to_phone").notNull(),
    body: text("body").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    /** Why it was sent, e.g. ASSISTANCE_LINK, CLAIM_LINK, OPERATOR_CALLBACK. */
    purpose: text("purpose").notNull(),
    provider: text("provider").notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("PENDING"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("sms_outbox_status_idx").on(t.status)],
);

/** E-mails queued for the customer (claim confirmations, case updates). */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    toEmail: text("to_email").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    purpose: text("purpose").notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("PENDING"),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("email_outbox_status_idx").on(t.status)],
);
