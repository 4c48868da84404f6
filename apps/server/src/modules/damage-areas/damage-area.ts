import { cellName, type DamageAreaRequest } from "@hitch/contract/claims/damage-area";
import type { Db } from "../../db/connect.ts";
import { damageAreas } from "../../db/schema/damage-areas.ts";
import { HttpError } from "../../http/http-error.ts";
import { lockEditableClaim } from "../claims/public.ts";
import { inTransaction } from "../../db/transaction.ts";
import { findTemplate } from "./templates.ts";

/**
 * Saves the claim's selection on a template, replacing the previous one. Every cell must lie in
 * the template's grid (400 CELL_OUTSIDE_GRID naming each one outside); repeats count once. Stored
 * as 'row-column' names in the order first given.
 */
export async function saveDamageArea(db: Db, claimId: number, body: DamageAreaRequest, now: Date) {
  return inTransaction(db, async (tx) => {
    await lockEditableClaim(tx, claimId);
    const template = await findTemplate(tx, body.damageAreaTemplateId);
    if (!template) throw new HttpError(400, "VALIDATION_FAILED", [{ path: "damageAreaTemplateId", code: "NOT_FOUND" }]);
    const outside = body.coordinates.flatMap((cell, i) =>
      cell.x < template.rows && cell.y < template.columns
        ? []
        : [{ path: `coordinates.${i}`, code: "CELL_OUTSIDE_GRID" }],
    );
    if (outside.length > 0) throw new HttpError(400, "VALIDATION_FAILED", outside);
    const coordinates = [...new Set(body.coordinates.map(cellName))];
    const [row] = await tx
      .insert(damageAreas)
      .values({ claimId, templateId: template.id, coordinates })
      .onConflictDoUpdate({
        target: damageAreas.claimId,
        set: { templateId: template.id, coordinates, updatedAt: now },
      })
      .returning();
    return row;
  });
}
