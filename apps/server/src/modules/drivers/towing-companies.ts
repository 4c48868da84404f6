import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { towingCompanies } from "../../db/schema/towing-companies.ts";

/**
 * The id of the towing company with this name, made on first use: a driver's `company` names it, and a
 * dispatcher of a new company may be created before its first driver.
 */
export async function towingCompanyIdFor(db: Db, name: string): Promise<number> {
  const trimmed = name.trim();
  await db.insert(towingCompanies).values({ name: trimmed }).onConflictDoNothing();
  const [row] = await db
    .select({ id: towingCompanies.id })
    .from(towingCompanies)
    .where(eq(towingCompanies.name, trimmed));
  return row.id;
}

/** The company's name, or null when it is gone. */
export async function towingCompanyName(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ name: towingCompanies.name }).from(towingCompanies).where(eq(towingCompanies.id, id));
  return row?.name ?? null;
}
