import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { assistanceRequests } from "./assistance-requests.ts";
import { claims } from "./claims.ts";
import { createdAt } from "./columns.ts";

export const FILE_KINDS = ["ASSISTANCE_PHOTO", "DAMAGE_PHOTO", "DAMAGE_AREA_SCREENSHOT"] as const;

/** An uploaded file's metadata; the bytes are in the storage provider under storageKey. */
export const files = pgTable(
  "files",
  {
    id: serial("id").primaryKey(),
    assistanceRequestId: integer("assistance_request_id").references(() => assistanceRequests.id, {
      onDelete: "cascade",
    }),
    claimId: integer("claim_id").references(() => claims.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: FILE_KINDS }).notNull(),
    /** Generated name in storage; never the client's file name. */
    storageKey: text("storage_key").notNull().unique(),
    originalName: text("original_name"),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("files_assistance_idx").on(t.assistanceRequestId), index("files_claim_idx").on(t.claimId)],
);
