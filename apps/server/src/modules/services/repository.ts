import { asc, eq, or } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { services } from "../../db/schema/services.ts";

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

export async function findServiceById(db: Db, id: number) {
  return first(await db.select().from(services).where(eq(services.id, id)).limit(1));
}

export async function findServiceByExternalId(db: Db, externalId: string) {
  return first(await db.select().from(services).where(eq(services.externalId, externalId)).limit(1));
}

export async function findServiceByLinkName(db: Db, linkName: string) {
  return first(await db.select().from(services).where(eq(services.linkName, linkName)).limit(1));
}

/**
 * Operators and the partner page name a service either by its name or its link name
 * (they are the same for most services); the link name wins when both match different rows.
 */
export async function findServiceByAnyName(db: Db, name: string) {
  const rows = await db
    .select()
    .from(services)
    .where(or(eq(services.linkName, name), eq(services.name, name)))
    .limit(2);
  return rows.find((r) => r.linkName === name) ?? first(rows);
}

export async function listServices(db: Db) {
  return db.select().from(services).orderBy(asc(services.id));
}

export async function insertService(db: Db, values: NewServiceRow) {
  const [row] = await db.insert(services).values(values).returning();
  return row;
}

export async function updateService(db: Db, id: number, values: Partial<NewServiceRow>) {
  const [row] = await db
    .update(services)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(services.id, id))
    .returning();
  return row ?? null;
}
