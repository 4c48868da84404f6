import { z } from "zod";
import { bodyTypeSchema, DEFAULT_BODY_TYPE, type BodyType } from "../common/enums.ts";
import { bodyIdSchema } from "../common/ids.ts";

/** A grid cell: x is the row, y the column, both 0-based. */
export const cellSchema = z.strictObject({ x: z.number().int().min(0).max(99), y: z.number().int().min(0).max(99) });
export type Cell = z.infer<typeof cellSchema>;

/** The 'row-column' name a cell is stored and compared by. */
export const cellName = (c: Cell) => `${c.x}-${c.y}`;
export function parseCellName(name: string): Cell | null {
  const m = /^(\d{1,2})-(\d{1,2})$/.exec(name);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}
/** True when two selections hold the same cells in any order (no save or screenshot needed). */
export function sameSelection(a: readonly Cell[], b: readonly Cell[]): boolean {
  const set = new Set(a.map(cellName));
  const other = new Set(b.map(cellName));
  return set.size === other.size && [...set].every((n) => other.has(n));
}

/** POST /claims/{claimId}/damage-location-template */
export const damageAreaRequestSchema = z.strictObject({
  damageAreaTemplateId: bodyIdSchema,
  coordinates: z.array(cellSchema).max(10_000),
});
export type DamageAreaRequest = z.infer<typeof damageAreaRequestSchema>;

/** GET /claims/{claimId}/damage-location-template (null when nothing saved yet). */
export const damageAreaSchema = z.object({
  id: z.number().int(),
  damageAreaTemplateId: z.number().int(),
  coordinates: z.array(z.object({ x: z.number().int(), y: z.number().int(), friendlyName: z.string() })),
});
export type DamageArea = z.infer<typeof damageAreaSchema>;
export const damageAreaResponseSchema = damageAreaSchema.nullable();

/** GET /damage-location-template */
export const damageTemplateSchema = z.object({
  id: z.number().int(),
  vehicleBodyType: bodyTypeSchema,
  imageUrl: z.string(),
  rows: z.number().int().positive(),
  columns: z.number().int().positive(),
});
export type DamageTemplate = z.infer<typeof damageTemplateSchema>;
export const damageTemplatesResponseSchema = z.array(damageTemplateSchema);
/** GET /damage-location-template/images/{name}: a template's picture (lower-case name, .svg or .png). */
export const damageTemplateImageParamsSchema = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,80}\.(svg|png)$/),
});

/** The template for a vehicle: its body type's (sedan by default), else the first one, else none. */
export function pickTemplate<T extends { vehicleBodyType: BodyType }>(
  templates: readonly T[],
  bodyType: BodyType | null | undefined,
): T | null {
  const wanted = bodyType ?? DEFAULT_BODY_TYPE;
  return templates.find((t) => t.vehicleBodyType === wanted) ?? templates[0] ?? null;
}
