import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { CASE_KINDS } from "@hitch/contract/common/enums";
import { assistanceRequests } from "./assistance-requests.ts";
import { cases } from "./cases.ts";
import { claims } from "./claims.ts";
import { createdAt } from "./columns.ts";
import { services } from "./services.ts";

/**
 * A one-time feedback invitation and, once used, the answer. The uuid in the link is its key; only
 * that uuid's SHA-256 (auth/keyed-uuid.ts) is kept, so a copy of the table opens no feedback form.
 */
export const feedback = pgTable("feedback", {
  id: serial("id").primaryKey(),
  uuidHash: text("uuid_hash").notNull().unique(),
  caseType: text("case_type", { enum: CASE_KINDS }).notNull(),
  serviceId: integer("service_id")
    .notNull()
    .references(() => services.id),
  assistanceRequestId: integer("assistance_request_id").references(() => assistanceRequests.id),
  claimId: integer("claim_id").references(() => claims.id),
  caseId: integer("case_id").references(() => cases.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  stars: integer("stars"),
  comment: text("comment"),
  createdAt: createdAt(),
});
