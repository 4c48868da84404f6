import type { ClaimIncidentType } from "@hitch/contract/common/enums";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { claims } from "../../db/schema/claims.ts";
import { damageAreas } from "../../db/schema/damage-areas.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { inTransaction } from "../../db/transaction.ts";
import { markDeleted, removeObjects } from "./claim-files.ts";
import { lockEditableClaim } from "./editing.ts";

/**
 * Saves the claim's incident type. Turning a claim into a theft drops what a theft claim does not
 * collect: the damage diagram (its cells and screenshot) and the damage photos already given
 * (docs/decisions/0004-theft-resets-damage-area-and-photos.md). Choosing theft again on a theft
 * claim keeps the photos taken for it. Rows change under the claim's lock; bytes go after the commit.
 */
export async function saveIncident(
  db: Db,
  storage: StorageProvider,
  claimId: number,
  incident: ClaimIncidentType,
  now: Date,
) {
  const removed = await inTransaction(db, async (tx) => {
    const claim = await lockEditableClaim(tx, claimId);
    await tx.update(claims).set({ incidentType: incident, updatedAt: now }).where(eq(claims.id, claimId));
    if (incident !== "THEFT" || claim.incidentType === "THEFT") return [];
    await tx.delete(damageAreas).where(eq(damageAreas.claimId, claimId));
    return markDeleted(tx, claimId, ["DAMAGE_PHOTO", "DAMAGE_AREA_SCREENSHOT"]);
  });
  await removeObjects(storage, claimId, removed);
}
