import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { newExternalId } from "../../db/external-id.ts";
import { claims } from "../../db/schema/claims.ts";
import { damageAreas } from "../../db/schema/damage-areas.ts";
import { files } from "../../db/schema/files.ts";
import { otherParties } from "../../db/schema/other-parties.ts";

export type ClaimRow = typeof claims.$inferSelect;
export type NewClaimRow = Omit<typeof claims.$inferInsert, "externalId">;

export async function insertClaim(db: Db, values: NewClaimRow): Promise<ClaimRow> {
  const [row] = await db
    .insert(claims)
    .values({ ...values, externalId: newExternalId("CL") })
    .returning();
  return row;
}

export async function findClaim(db: Db, id: number): Promise<ClaimRow | null> {
  const [row] = await db.select().from(claims).where(eq(claims.id, id)).limit(1);
  return row ?? null;
}

export async function updateClaim(db: Db, id: number, values: Partial<NewClaimRow>) {
  const [row] = await db
    .update(claims)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(claims.id, id))
    .returning();
  return row ?? null;
}

export async function listOtherParties(db: Db, claimId: number) {
  return db.select().from(otherParties).where(eq(otherParties.claimId, claimId)).orderBy(asc(otherParties.id));
}

export async function findDamageArea(db: Db, claimId: number) {
  const [row] = await db.select().from(damageAreas).where(eq(damageAreas.claimId, claimId)).limit(1);
  return row ?? null;
}

export async function listClaimFiles(db: Db, claimId: number) {
  return db
    .select({ id: files.id, storageKey: files.storageKey, kind: files.kind })
    .from(files)
    .where(and(eq(files.claimId, claimId), isNull(files.deletedAt)))
    .orderBy(asc(files.id));
}
