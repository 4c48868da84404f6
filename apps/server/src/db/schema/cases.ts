import { integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { CASE_STEPS, ESTIMATION_TYPES, LANGUAGES } from "@hitch/contract/common/enums";
import { assistanceRequests } from "./assistance-requests.ts";
import { claims } from "./claims.ts";
import { createdAt } from "./columns.ts";
import { services } from "./services.ts";
import { workshops } from "./workshops.ts";

export const CASE_ORIGINS = ["ASSISTANCE_REQUEST", "CLAIM"] as const;

/** A repair case, opened when a claim is submitted or an assistance request is accepted. */
export const cases = pgTable("cases", {
  id: serial("id").primaryKey(),
  origin: text("origin", { enum: CASE_ORIGINS }).notNull(),
  claimId: integer("claim_id")
    .unique()
    .references(() => claims.id),
  assistanceRequestId: integer("assistance_request_id")
    .unique()
    .references(() => assistanceRequests.id),
  serviceId: integer("service_id")
    .notNull()
    .references(() => services.id),
  licensePlate: text("license_plate"),
  workshopId: integer("workshop_id").references(() => workshops.id),
  language: text("language", { enum: LANGUAGES }).notNull().default("en"),
  createdAt: createdAt(),
  closedAt: timestamp("closed_at", { withTimezone: true }),
});

/** One of the nine progress steps of a case, with its estimate and completion time. */
export const caseProgressSteps = pgTable(
  "case_progress_steps",
  {
    id: serial("id").primaryKey(),
    caseId: integer("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    step: text("step", { enum: CASE_STEPS }).notNull(),
    position: integer("position").notNull(),
    estimationType: text("estimation_type", { enum: ESTIMATION_TYPES }).notNull().default("NONE"),
    estimatedAt: timestamp("estimated_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique("case_progress_steps_case_step_uq").on(t.caseId, t.step)],
);
