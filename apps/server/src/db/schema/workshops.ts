import { doublePrecision, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { CLAIM_INCIDENT_TYPES } from "@hitch/contract/common/enums";
import { createdAt, updatedAt } from "./columns.ts";
import { services } from "./services.ts";

type ClaimIncidentType = (typeof CLAIM_INCIDENT_TYPES)[number];

/** A repair workshop a service works with; offered to claims matching its incident types and makes. */
export const workshops = pgTable(
  "workshops",
  {
    id: serial("id").primaryKey(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    name: text("name").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    address: text("address").notNull(),
    phone: text("phone"),
    description: text("description"),
    acceptedIncidentTypes: jsonb("accepted_incident_types").$type<ClaimIncidentType[]>().notNull().default([]),
    /** Vehicle makes handled, compared case-insensitively; empty means every make. */
    acceptedMakes: jsonb("accepted_makes").$type<string[]>().notNull().default([]),
    /** Oldest model year handled, if the workshop has such a limit. */
    minVehicleYear: integer("min_vehicle_year"),
    /** Newest model year handled, if limited (e.g. a classic-car specialist). */
    maxVehicleYear: integer("max_vehicle_year"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("workshops_service_idx").on(t.serviceId)],
);
