import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { services } from "./services.ts";

/**
 * A service's machine-to-machine keys for /api/v1/admin. Only the SHA-256 of a key is kept: the key
 * is shown once, when it is created. A revoked key stays listed (who made it, when it was last used).
 */
export const serviceApiKeys = pgTable(
  "service_api_keys",
  {
    id: serial("id").primaryKey(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The key's first characters, shown in lists so an operator can tell keys apart. */
    keyPrefix: text("key_prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    createdAt: createdAt(),
    /** The e-mail of the operator who created it (kept as written, like the audit log). */
    createdBy: text("created_by"),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("service_api_keys_service_idx").on(t.serviceId, t.createdAt)],
);
