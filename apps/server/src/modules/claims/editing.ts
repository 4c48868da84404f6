import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { claims } from "../../db/schema/claims.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { findClaim, type ClaimRow, type NewClaimRow } from "./repository.ts";

export const claimNotEditable = () => new HttpError(409, "CLAIM_NOT_EDITABLE");

/**
 * Changes a claim the customer is still filling in. One conditional UPDATE, so an edit racing
 * the submission either lands before it or is refused; a submitted claim never changes.
 */
export async function editClaim(
  db: Db,
  id: number,
  values: Partial<NewClaimRow>,
  now: Date = new Date(),
): Promise<ClaimRow> {
  const [row] = await db
    .update(claims)
    .set({ ...values, updatedAt: now })
    .where(and(eq(claims.id, id), isNull(claims.submittedAt)))
    .returning();
  if (row) return row;
  if (!(await findClaim(db, id))) throw notFound();
  throw claimNotEditable();
}

/** The claim for an edit that first needs its data (e.g. the service, for the vehicle registry). */
export async function findEditableClaim(db: Db, id: number): Promise<ClaimRow> {
  const row = await findClaim(db, id);
  if (!row) throw notFound();
  if (row.submittedAt) throw claimNotEditable();
  return row;
}

/**
 * Inside a transaction: takes the claim's row lock and checks it is still a draft. Edits that
 * touch several rows (files, parties, the damage area) hold it so a submission cannot slip between.
 */
export async function lockEditableClaim(tx: Db, id: number): Promise<ClaimRow> {
  const [row] = await tx.select().from(claims).where(eq(claims.id, id)).for("update");
  if (!row) throw notFound();
  if (row.submittedAt) throw claimNotEditable();
  return row;
}
