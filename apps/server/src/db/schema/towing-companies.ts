import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/**
 * A towing company: its drivers, and the dispatchers who run them from the console. Its own table (not
 * the drivers' free-text company) so a dispatcher's scope is one id no spelling can widen (ADR 20).
 */
export const towingCompanies = pgTable("towing_companies", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  createdAt: createdAt(),
});
