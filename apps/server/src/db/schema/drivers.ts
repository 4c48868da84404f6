import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import { towingCompanies } from "./towing-companies.ts";

/**
 * Tow-truck drivers. Location and availability change constantly; the nearest-driver search
 * reads only available rows, hence a partial spatial index over available drivers.
 */
export const drivers = pgTable(
  "drivers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    fullName: text("full_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    company: text("company").notNull(),
    companyId: text("company_id"),
    /** The towing company whose dispatchers see this driver (the company named by `company`). */
    towingCompanyId: integer("towing_company_id").references(() => towingCompanies.id, { onDelete: "set null" }),
    /** Share of offers the driver answered (0..1); informational, shown to operators. */
    notificationResponseRate: real("notification_response_rate"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    locationUpdatedAt: timestamp("location_updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by the operator (off duty) and by the engine (busy on a job). */
    available: boolean("available").notNull().default(true),
    /** SHA-256 of the driver's bearer token; the token itself is shown once, at creation. */
    tokenHash: text("token_hash").notNull().unique(),
    /** Drivers the built-in simulator created and drives. */
    simulated: boolean("simulated").notNull().default(false),
    /** The truck's plate for the current shift, as the driver gave it going on duty. */
    shiftPlate: text("shift_plate"),
    /** The truck's make and model as the operator registered it, for the customer to recognise it. */
    truckVehicle: text("truck_vehicle"),
    /** The driver's photo in the file store (drivers/<id>/<uuid>.jpg), set in the driver app; null without one. */
    photoKey: text("photo_key"),
    /** Why the system took the driver off duty (STALE_POSITION, NO_SESSION), told once in the app; null otherwise. */
    offDutyReason: text("off_duty_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("drivers_towing_company_idx").on(t.towingCompanyId),
    // A 2-D GiST index (core PostgreSQL, no extension, so PGlite has it too): a bounding-box
    // query touches only the drivers inside the box, unlike a btree on latitude that scans a band.
    index("drivers_available_position_idx")
      .using("gist", sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.available}`),
  ],
);

export type DriverRow = typeof drivers.$inferSelect;
