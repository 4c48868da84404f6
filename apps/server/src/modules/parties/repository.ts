import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { otherParties } from "../../db/schema/other-parties.ts";

export type PartyRow = typeof otherParties.$inferSelect;
export type NewPartyRow = typeof otherParties.$inferInsert;
type PartyColumns = Omit<NewPartyRow, "id" | "claimId" | "createdAt">;

/** A party is only ever looked at through its claim: another claim's party id finds nothing. */
const ofClaim = (claimId: number, partyId: number) =>
  and(eq(otherParties.claimId, claimId), eq(otherParties.id, partyId));

export async function listParties(db: Db, claimId: number): Promise<PartyRow[]> {
  return db.select().from(otherParties).where(eq(otherParties.claimId, claimId)).orderBy(asc(otherParties.id));
}

export async function countParties(db: Db, claimId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(otherParties)
    .where(eq(otherParties.claimId, claimId));
  return row.n;
}

export async function insertParties(db: Db, claimId: number, values: PartyColumns[]): Promise<PartyRow[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(otherParties)
    .values(values.map((v) => ({ ...v, claimId })))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

export async function updateParty(
  db: Db,
  claimId: number,
  partyId: number,
  values: PartyColumns,
): Promise<PartyRow | null> {
  const [row] = await db.update(otherParties).set(values).where(ofClaim(claimId, partyId)).returning();
  return row ?? null;
}

export async function deleteParty(db: Db, claimId: number, partyId: number): Promise<boolean> {
  const rows = await db.delete(otherParties).where(ofClaim(claimId, partyId)).returning({ id: otherParties.id });
  return rows.length > 0;
}
