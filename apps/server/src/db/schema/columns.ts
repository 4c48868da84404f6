import { customType, timestamp } from "drizzle-orm/pg-core";

/** Raw bytes (logos). drizzle has no built-in bytea; both PGlite and pg hand back a Buffer/Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
