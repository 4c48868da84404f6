import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { assistanceRequests } from "./assistance-requests.ts";
import { drivers } from "./drivers.ts";

/**
 * One row per submitted assistance request: the dispatch engine's own state, kept beside the
 * request table (owned by the assistance flow) rather than in it. `status` mirrors the request's
 * status; the engine changes both in one transaction.
 */
export const dispatchJobs = pgTable(
  "dispatch_jobs",
  {
    assistanceRequestId: integer("assistance_request_id")
      .primaryKey()
      .references(() => assistanceRequests.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    stage: text("stage").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Offer waves sent so far. */
    wave: integer("wave").notNull().default(0),
    /** When the worker must look at this job next (next wave or the deadline); null when done. */
    nextActionAt: timestamp("next_action_at", { withTimezone: true }),
    /** No accept by then: TIMED_OUT. */
    deadlineAt: timestamp("deadline_at", { withTimezone: true }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Bumped on every change the customer can see (drives ETags and stream events). */
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("dispatch_jobs_due_idx")
      .on(t.nextActionAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** A job offered to one driver. A driver is offered a given request at most once. */
export const dispatchOffers = pgTable(
  "dispatch_offers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    assistanceRequestId: integer("assistance_request_id")
      .notNull()
      .references(() => dispatchJobs.assistanceRequestId, { onDelete: "cascade" }),
    driverId: integer("driver_id")
      .notNull()
      .references(() => drivers.id, { onDelete: "cascade" }),
    wave: integer("wave").notNull(),
    distanceMeters: integer("distance_meters").notNull(),
    /** OPEN, ACCEPTED, DECLINED, EXPIRED, WITHDRAWN (someone else took it, or the job ended). */
    state: text("state").notNull().default("OPEN"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    /** First time the driver's app fetched it: the driver is evaluating. */
    seenAt: timestamp("seen_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Made by an operator's or dispatcher's assignment (the driver had no offer yet), not by a wave. */
    byHand: boolean("by_hand").notNull().default(false),
    /** Why the driver declined (DECLINE_REASONS), when the driver app said. */
    declineReason: text("decline_reason"),
    /**
     * Set on a hand-over: the assigned driver's assignment this offer would replace. Accepting it moves
     * the job only while that assignment is still the active one.
     */
    /**
     * The offer is its own outbox entry for the driver's alerts (modules/driver-alerts): pushed to the
     * driver's phones once OPEN, its notification closed once it ended, the driver texted once when
     * it was not opened in time. Reopening an offer (a hand-over) clears all three.
     */
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
    pushClosedAt: timestamp("push_closed_at", { withTimezone: true }),
    driverSmsAt: timestamp("driver_sms_at", { withTimezone: true }),
    handOverFromAssignmentId: integer("hand_over_from_assignment_id").references(
      (): AnyPgColumn => dispatchAssignments.id,
      {
        onDelete: "cascade",
      },
    ),
  },
  (t) => [
    uniqueIndex("dispatch_offers_request_driver_uq").on(t.assistanceRequestId, t.driverId),
    index("dispatch_offers_driver_open_idx")
      .on(t.driverId)
      .where(sql`${t.state} = 'OPEN'`),
    index("dispatch_offers_alert_due_idx")
      .on(t.id)
      .where(sql`${t.pushClosedAt} IS NULL`),
  ],
);

/**
 * Who is driving to the customer. Exactly one active row per request (partial unique index),
 * which is the database's last word against a double assignment.
 */
export const dispatchAssignments = pgTable(
  "dispatch_assignments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    assistanceRequestId: integer("assistance_request_id")
      .notNull()
      .references(() => dispatchJobs.assistanceRequestId, { onDelete: "cascade" }),
    driverId: integer("driver_id")
      .notNull()
      .references(() => drivers.id, { onDelete: "restrict" }),
    offerId: integer("offer_id").references(() => dispatchOffers.id, { onDelete: "set null" }),
    etaSeconds: integer("eta_seconds").notNull(),
    distanceMeters: integer("distance_meters").notNull(),
    /** Expected arrival, refreshed as the driver reports positions. */
    etaAt: timestamp("eta_at", { withTimezone: true }).notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    /** A hand-over or replacement: the app shows the driver-changed warning. */
    isTransferred: boolean("is_transferred").notNull().default(false),
    active: boolean("active").notNull().default(true),
    /** HANDED_OVER, FINISHED, CANCELLED. */
    endReason: text("end_reason"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** The driver's progress (JOB_PROGRESS_STEPS): the customer's tracking screen shows it. */
    progress: text("progress").notNull().default("ASSIGNED"),
    progressAt: timestamp("progress_at", { withTimezone: true }),
    /** When the driver reached the customer (first ARRIVED, or towing or fixing reported without it): the reports' arrival. */
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("dispatch_assignments_one_active_uq")
      .on(t.assistanceRequestId)
      .where(sql`${t.active}`),
    index("dispatch_assignments_driver_active_idx")
      .on(t.driverId)
      .where(sql`${t.active}`),
  ],
);

/** Requests nobody accepted in time: operators must call the customer back. */
export const operatorCallbacks = pgTable("operator_callbacks", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  assistanceRequestId: integer("assistance_request_id")
    .notNull()
    .unique()
    .references(() => dispatchJobs.assistanceRequestId, { onDelete: "cascade" }),
  reason: text("reason").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  /** Who called back, as the operator gave it: one API key serves every operator, so it cannot tell them apart. */
  handledBy: text("handled_by"),
  handledNote: text("handled_note"),
  /** Closed without a call because the request moved on (CALLBACK_CLOSED_REASONS); null when an operator handled it. */
  closedReason: text("closed_reason"),
});

export type DispatchJobRow = typeof dispatchJobs.$inferSelect;
export type DispatchOfferRow = typeof dispatchOffers.$inferSelect;
export type DispatchAssignmentRow = typeof dispatchAssignments.$inferSelect;
