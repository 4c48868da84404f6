import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { assistanceRequests } from "./assistance-requests.ts";

/**
 * What people did to a request, one row per act, appended and never changed (migration 0023): an operator's
 * or dispatcher's assignment, a driver's decline, a new search, a re-sent link, a cancel with its reason, a
 * call-back handled or closed. The engine's own steps (offers, time-outs, the finish) are read from the dispatch
 * tables; these rows are what those tables would overwrite or never knew.
 */
export const requestEvents = pgTable(
  "request_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    assistanceRequestId: integer("assistance_request_id")
      .notNull()
      .references(() => assistanceRequests.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** REQUEST_EVENT_TYPES (contract). */
    type: text("type").notNull(),
    /** REQUEST_ACTORS (contract): CUSTOMER, DRIVER, OPERATOR, DISPATCHER, ENGINE. */
    actorKind: text("actor_kind").notNull(),
    /** The operator's, dispatcher's or driver's name at the time (a later rename does not rewrite the record). */
    actorName: text("actor_name"),
    /** The driver the act was about (assigned to, declined by). */
    driverName: text("driver_name"),
    /** A cancel's CANCEL_REASONS, a decline's DECLINE_REASONS, a closed call-back's CALLBACK_CLOSED_REASONS. */
    reason: text("reason"),
    note: text("note"),
  },
  (t) => [index("request_events_request_idx").on(t.assistanceRequestId, t.at)],
);
