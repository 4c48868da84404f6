import { boolean, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { COUNTRY_CODES, LANGUAGES } from "@hitch/contract/common/enums";
import { bytea, createdAt, updatedAt } from "./columns.ts";

/** A white-label tenant: an insurer or assistance provider with its own theme and link name. */
export const services = pgTable("services", {
  id: serial("id").primaryKey(),
  externalId: text("external_id").notNull().unique(),
  name: text("name").notNull().unique(),
  /** The name in partner URLs (/partner/{linkName}) and service-link calls. */
  linkName: text("link_name").notNull().unique(),
  defaultLanguage: text("default_language", { enum: LANGUAGES }).notNull().default("en"),
  countryCode: text("country_code", { enum: COUNTRY_CODES }).notNull().default("EE"),
  themeColor: text("theme_color").notNull().default("#d32f2f"),
  logo: bytea("logo"),
  logoMime: text("logo_mime"),
  logoWidth: integer("logo_width"),
  logoHeight: integer("logo_height"),
  directContact: text("direct_contact"),
  isTestService: boolean("is_test_service").notNull().default(false),
  isMotionsCloudEnabled: boolean("is_motions_cloud_enabled").notNull().default(false),
  /** Whether the claim-received page offers the feedback form (GET /service-notification). */
  claimFeedbackEnabled: boolean("claim_feedback_enabled").notNull().default(true),
  // The operator company named in the terms and privacy texts.
  operatorCompanyName: text("operator_company_name"),
  operatorRegistryCode: text("operator_registry_code"),
  operatorAddress: text("operator_address"),
  operatorContact: text("operator_contact"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
