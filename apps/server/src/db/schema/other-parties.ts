import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { PARTY_TYPES } from "@hitch/contract/common/enums";
import { claims } from "./claims.ts";
import { createdAt } from "./columns.ts";

/** Another vehicle or object involved in a claim's incident, with the person behind it. */
export const otherParties = pgTable(
  "other_parties",
  {
    id: serial("id").primaryKey(),
    claimId: integer("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    type: text("type", { enum: PARTY_TYPES }).notNull(),
    personFullName: text("person_full_name"),
    personPersonalCode: text("person_personal_code"),
    personPhonePrefix: text("person_phone_prefix"),
    personPhone: text("person_phone"),
    personEmail: text("person_email"),
    vehicleLicensePlate: text("vehicle_license_plate"),
    objectDescription: text("object_description"),
    createdAt: createdAt(),
  },
  (t) => [index("other_parties_claim_idx").on(t.claimId)],
);
