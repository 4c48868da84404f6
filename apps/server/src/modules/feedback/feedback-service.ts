import type { CaseKind, FeedbackState } from "@hitch/contract/common/enums";
import type { FeedbackRequest } from "@hitch/contract/feedback/feedback";
import { and, eq, isNull } from "drizzle-orm";
import { hashUuid } from "../../auth/keyed-uuid.ts";
import type { Db } from "../../db/connect.ts";
import { feedback } from "../../db/schema/feedback.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import type { FeedbackRow } from "./invitations.ts";

/**
 * The invitation named by the link, found by the uuid's hash. The caseType in the link must be the
 * invitation's own kind: a uuid with another kind is as unknown as a made-up one (404, the page's NOT_FOUND).
 */
export async function findInvitation(db: Db, uuid: string, caseType: CaseKind): Promise<FeedbackRow> {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.uuidHash, hashUuid(uuid)), eq(feedback.caseType, caseType)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Already given wins over expired: it tells the customer more. */
export function stateOf(row: FeedbackRow, now: Date): Exclude<FeedbackState, "NOT_FOUND"> {
  if (row.usedAt) return "ALREADY_GIVEN";
  if (row.expiresAt.getTime() <= now.getTime()) return "EXPIRED";
  return "VALID";
}

/**
 * Records the answer once: a conditional UPDATE (WHERE used_at IS NULL) lets exactly one of two
 * racing submissions through; the other, like any later one, gets 409 FEEDBACK_ALREADY_GIVEN.
 */
export async function giveFeedback(db: Db, uuid: string, caseType: CaseKind, answer: FeedbackRequest, now: Date) {
  const row = await findInvitation(db, uuid, caseType);
  const state = stateOf(row, now);
  if (state === "ALREADY_GIVEN") throw new HttpError(409, "FEEDBACK_ALREADY_GIVEN");
  if (state === "EXPIRED") throw new HttpError(410, "FEEDBACK_EXPIRED");
  const comment = answer.comment?.trim() || null;
  const [updated] = await db
    .update(feedback)
    .set({ stars: answer.stars, comment, usedAt: now })
    .where(and(eq(feedback.id, row.id), isNull(feedback.usedAt)))
    .returning({ id: feedback.id });
  if (!updated) throw new HttpError(409, "FEEDBACK_ALREADY_GIVEN");
}
