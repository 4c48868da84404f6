import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { workshops } from "../../db/schema/workshops.ts";
import type { WorkshopRow } from "./matching.ts";

export type NewWorkshopRow = typeof workshops.$inferInsert;

export async function listServiceWorkshops(db: Db, serviceId: number): Promise<WorkshopRow[]> {
  return db.select().from(workshops).where(eq(workshops.serviceId, serviceId)).orderBy(asc(workshops.id));
}

export async function listAllWorkshops(db: Db): Promise<WorkshopRow[]> {
  return db.select().from(workshops).orderBy(asc(workshops.id));
}

export async function findWorkshop(db: Db, id: number): Promise<WorkshopRow | null> {
  const [row] = await db.select().from(workshops).where(eq(workshops.id, id)).limit(1);
  return row ?? null;
}

export async function findServiceWorkshop(db: Db, serviceId: number, id: number): Promise<WorkshopRow | null> {
  const [row] = await db
    .select()
    .from(workshops)
    .where(and(eq(workshops.id, id), eq(workshops.serviceId, serviceId)))
    .limit(1);
  return row ?? null;
}

export async function insertWorkshop(db: Db, values: NewWorkshopRow): Promise<WorkshopRow> {
  const [row] = await db.insert(workshops).values(values).returning();
  return row;
}

export async function updateWorkshop(db: Db, id: number, values: Partial<NewWorkshopRow>): Promise<WorkshopRow | null> {
  const [row] = await db
    .update(workshops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workshops.id, id))
    .returning();
  return row ?? null;
}

export async function deleteWorkshop(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(workshops).where(eq(workshops.id, id)).returning({ id: workshops.id });
  return rows.length > 0;
}
