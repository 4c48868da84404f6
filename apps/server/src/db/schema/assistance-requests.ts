import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import {
  ASSISTANCE_INCIDENT_TYPES,
  ASSISTANCE_STATUSES,
  DISPATCH_STAGES,
  LANGUAGES,
} from "@hitch/contract/common/enums";
import { createdAt, updatedAt } from "./columns.ts";
import { services } from "./services.ts";

/** One roadside-assistance order, from the link (DRAFT) through dispatch to its end state. */
export const assistanceRequests = pgTable(
  "assistance_requests",
  {
    id: serial("id").primaryKey(),
    /** The "SMS id" shown to operators. */
    externalId: text("external_id").notNull().unique(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    status: text("status", { enum: ASSISTANCE_STATUSES }).notNull().default("DRAFT"),
    dispatchStage: text("dispatch_stage", { enum: DISPATCH_STAGES }),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** The phone the link was sent to, if any. */
    smsPhone: text("sms_phone"),
    incidentType: text("incident_type", { enum: ASSISTANCE_INCIDENT_TYPES }),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    address: text("address"),
    contactName: text("contact_name"),
    contactPhonePrefix: text("contact_phone_prefix"),
    contactPhone: text("contact_phone"),
    contactEmail: text("contact_email"),
    licensePlate: text("license_plate"),
    vinCode: text("vin_code"),
    vehicleMark: text("vehicle_mark"),
    vehicleModel: text("vehicle_model"),
    vehicleYear: integer("vehicle_year"),
    /** Whether the plate was found and insured by this service at the last lookup. */
    insuranceVerified: boolean("insurance_verified").notNull().default(false),
    additionalEmail: text("additional_email"),
    description: text("description"),
    /** Filled when an operator pre-fills the request on the phone (full-data link). */
    operatorName: text("operator_name"),
    operatorContact: text("operator_contact"),
    startTime: timestamp("start_time", { withTimezone: true }),
    submitTime: timestamp("submit_time", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("assistance_requests_status_idx").on(t.status),
    // The reports read one service's requests submitted in a period.
    index("assistance_requests_service_submit_idx").on(t.serviceId, t.submitTime),
  ],
);
