import type { DamageArea } from "@hitch/contract/claims/damage-area";
import { parseCellName } from "@hitch/contract/claims/damage-area";
import type { damageAreas } from "../../db/schema/damage-areas.ts";

type DamageAreaRow = typeof damageAreas.$inferSelect;

/** A saved selection as the app reads it: each stored 'row-column' name back as {x, y, friendlyName}. */
export function damageAreaView(row: DamageAreaRow): DamageArea {
  return {
    id: row.id,
    damageAreaTemplateId: row.templateId,
    coordinates: row.coordinates.flatMap((name) => {
      const cell = parseCellName(name);
      return cell ? [{ ...cell, friendlyName: name }] : [];
    }),
  };
}
