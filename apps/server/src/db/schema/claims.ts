import { boolean, doublePrecision, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import {
  BODY_TYPES,
  CLAIM_INCIDENT_TYPES,
  COMMUNICATION_CHANNELS,
  DRIVE_TYPES,
  LANGUAGES,
  SETTLEMENT_TYPES,
  WHO_CAUSED,
} from "@hitch/contract/common/enums";
import { createdAt, updatedAt } from "./columns.ts";
import { services } from "./services.ts";
import { workshops } from "./workshops.ts";

type Channel = (typeof COMMUNICATION_CHANNELS)[number];

/**
 * A damage claim: one row holds every slice the claim flow collects (parties and areas live apart).
 * Its uuid is not stored: it is made from the id when shown (modules/claims/claim-uuid.ts).
 */
export const claims = pgTable("claims", {
  id: serial("id").primaryKey(),
  externalId: text("external_id").notNull().unique(),
  serviceId: integer("service_id")
    .notNull()
    .references(() => services.id),
  language: text("language", { enum: LANGUAGES }).notNull().default("en"),
  smsPhone: text("sms_phone"),
  incidentType: text("incident_type", { enum: CLAIM_INCIDENT_TYPES }),
  // vehicle details
  licensePlate: text("license_plate"),
  vinCode: text("vin_code"),
  vehicleMark: text("vehicle_mark"),
  vehicleModel: text("vehicle_model"),
  vehicleYear: integer("vehicle_year"),
  transmissionType: text("transmission_type"),
  weightKg: integer("weight_kg"),
  bodyType: text("body_type", { enum: BODY_TYPES }),
  vehicleColor: text("vehicle_color"),
  driveType: text("drive_type", { enum: DRIVE_TYPES }),
  insuranceVerified: boolean("insurance_verified"),
  // notifier and driver
  notifierName: text("notifier_name"),
  notifierPersonalCode: text("notifier_personal_code"),
  notifierPhonePrefix: text("notifier_phone_prefix"),
  notifierPhone: text("notifier_phone"),
  notifierEmail: text("notifier_email"),
  isContactDriver: boolean("is_contact_driver"),
  driverName: text("driver_name"),
  driverPersonalCode: text("driver_personal_code"),
  driverPhonePrefix: text("driver_phone_prefix"),
  driverPhone: text("driver_phone"),
  driverEmail: text("driver_email"),
  // accident details
  accidentAt: timestamp("accident_at", { withTimezone: true }),
  accidentAddress: text("accident_address"),
  accidentLatitude: doublePrecision("accident_latitude"),
  accidentLongitude: doublePrecision("accident_longitude"),
  accidentDescription: text("accident_description"),
  whoCaused: text("who_caused", { enum: WHO_CAUSED }),
  authoritiesNotified: boolean("authorities_notified"),
  personalInjury: boolean("personal_injury"),
  // other parties flags (the parties themselves are in other_parties)
  otherPartiesInvolved: boolean("other_parties_involved"),
  otherPartiesInfo: boolean("other_parties_info"),
  settlementType: text("settlement_type", { enum: SETTLEMENT_TYPES }),
  communicationPreferences: jsonb("communication_preferences").$type<Channel[]>(),
  workshopId: integer("workshop_id").references(() => workshops.id),
  damageAssessmentUrl: text("damage_assessment_url"),
  submittedAt: timestamp("submitted_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
