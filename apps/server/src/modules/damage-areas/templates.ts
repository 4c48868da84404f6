import type { DamageTemplate } from "@hitch/contract/claims/damage-area";
import type { BodyType } from "@hitch/contract/common/enums";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { damageTemplates } from "../../db/schema/damage-areas.ts";
import { versionedImageUrl } from "./builtin-images.ts";

export type TemplateRow = typeof damageTemplates.$inferSelect;
export type TemplateValues = { vehicleBodyType: BodyType; imageUrl: string; rows: number; columns: number };

export function templateView(row: TemplateRow): DamageTemplate {
  return {
    id: row.id,
    vehicleBodyType: row.vehicleBodyType,
    imageUrl: versionedImageUrl(row.imageUrl),
    rows: row.rows,
    columns: row.columns,
  };
}

export async function listTemplates(db: Db): Promise<TemplateRow[]> {
  return db.select().from(damageTemplates).orderBy(asc(damageTemplates.id));
}

export async function findTemplate(db: Db, id: number): Promise<TemplateRow | null> {
  const [row] = await db.select().from(damageTemplates).where(eq(damageTemplates.id, id)).limit(1);
  return row ?? null;
}

export async function insertTemplate(db: Db, values: TemplateValues): Promise<TemplateRow> {
  const [row] = await db.insert(damageTemplates).values(values).returning();
  return row;
}

export async function updateTemplate(db: Db, id: number, values: Partial<TemplateValues>): Promise<TemplateRow | null> {
  if (Object.keys(values).length === 0) return findTemplate(db, id);
  const [row] = await db.update(damageTemplates).set(values).where(eq(damageTemplates.id, id)).returning();
  return row ?? null;
}

export async function deleteTemplate(db: Db, id: number): Promise<TemplateRow | null> {
  const [row] = await db.delete(damageTemplates).where(eq(damageTemplates.id, id)).returning();
  return row ?? null;
}
