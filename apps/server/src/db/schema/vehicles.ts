import { date, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { BODY_TYPES, DRIVE_TYPES } from "@hitch/contract/common/enums";
import { createdAt, updatedAt } from "./columns.ts";
import { services } from "./services.ts";

/** The offline vehicle registry, fed by the operator API and the demo seed. Plates are stored cleaned and upper-cased. */
export const vehicles = pgTable("vehicles", {
  id: serial("id").primaryKey(),
  licensePlate: text("license_plate").notNull().unique(),
  vinCode: text("vin_code"),
  mark: text("mark").notNull(),
  model: text("model").notNull(),
  year: integer("year"),
  transmissionType: text("transmission_type"),
  weightKg: integer("weight_kg"),
  bodyType: text("body_type", { enum: BODY_TYPES }),
  color: text("color"),
  driveType: text("drive_type", { enum: DRIVE_TYPES }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Cover of a vehicle by one service for a date range (inclusive); insured means a policy covers today. */
export const insurancePolicies = pgTable(
  "insurance_policies",
  {
    id: serial("id").primaryKey(),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    policyNumber: text("policy_number"),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validTo: date("valid_to", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("insurance_policies_vehicle_service_idx").on(t.vehicleId, t.serviceId)],
);
