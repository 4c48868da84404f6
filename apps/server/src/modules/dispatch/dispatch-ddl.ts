// DDL for the driver and dispatch tables alone, derived from the Drizzle schema (drizzle-kit API),
// so the nearest-driver benchmark runs on a bare database without the application's migrations.
import * as dispatch from "../../db/schema/dispatch.ts";
import * as drivers from "../../db/schema/drivers.ts";
import * as towingCompanies from "../../db/schema/towing-companies.ts";

/** Without assistance_requests in the database, leave out the foreign key that points at it. */
export async function dispatchDdl(
  options: { requestForeignKey: boolean } = { requestForeignKey: true },
): Promise<string[]> {
  // Imported here, not at the top: drizzle-kit takes seconds to load, and the many test files that import the
  // dispatch test support find the tables migrated and never call this.
  const { generateDrizzleJson, generateMigration } = await import("drizzle-kit/api");
  const empty = generateDrizzleJson({});
  const current = generateDrizzleJson({ ...towingCompanies, ...drivers, ...dispatch }, empty.id);
  const statements = await generateMigration(empty, current);
  return options.requestForeignKey ? statements : statements.filter((s) => !s.includes('"assistance_requests"'));
}
