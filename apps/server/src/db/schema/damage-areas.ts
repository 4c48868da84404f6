import { integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { BODY_TYPES } from "@hitch/contract/common/enums";
import { claims } from "./claims.ts";
import { createdAt, updatedAt } from "./columns.ts";

/** A top-view vehicle drawing with the grid the customer taps damaged cells on. */
export const damageTemplates = pgTable("damage_templates", {
  id: serial("id").primaryKey(),
  vehicleBodyType: text("vehicle_body_type", { enum: BODY_TYPES }).notNull(),
  imageUrl: text("image_url").notNull(),
  /** Inline SVG drawing when the template is served by us rather than from imageUrl. */
  svg: text("svg"),
  rows: integer("rows").notNull(),
  columns: integer("columns").notNull(),
  createdAt: createdAt(),
});

/** The cells a claim marked as damaged; one selection per claim. */
export const damageAreas = pgTable("damage_areas", {
  id: serial("id").primaryKey(),
  claimId: integer("claim_id")
    .notNull()
    .unique()
    .references(() => claims.id, { onDelete: "cascade" }),
  templateId: integer("template_id")
    .notNull()
    .references(() => damageTemplates.id),
  /** Cells as 'row-column' strings ('2-3': row 2, column 3, 0-based), as the web app sends them. */
  coordinates: jsonb("coordinates").$type<string[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
