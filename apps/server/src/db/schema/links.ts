import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const LINK_KINDS = ["ASSISTANCE", "CLAIM"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** A customer link. Only the sha256 of the code is stored, so a database leak opens no sessions. */
export const links = pgTable(
  "links",
  {
    id: serial("id").primaryKey(),
    codeHash: text("code_hash").notNull().unique(),
    kind: text("kind", { enum: LINK_KINDS }).notNull(),
    /** The assistance request or claim id, depending on kind. */
    targetId: integer("target_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set by an operator: the link no longer opens, and every session it opened ends at once. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("links_target_idx").on(t.kind, t.targetId)],
);
