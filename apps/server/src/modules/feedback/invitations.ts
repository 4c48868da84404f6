import type { CaseKind, Language } from "@hitch/contract/common/enums";
import { and, eq, type SQL } from "drizzle-orm";
import { hashUuid, keyedUuid } from "../../auth/keyed-uuid.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { feedback } from "../../db/schema/feedback.ts";

export type FeedbackRow = typeof feedback.$inferSelect;

interface InvitationTarget {
  caseType: CaseKind;
  serviceId: number;
  claimId?: number | null;
  assistanceRequestId?: number | null;
  caseId?: number | null;
}

/** The one column that names what the invitation is about, per kind. */
function ownerCondition(target: InvitationTarget): SQL | undefined {
  if (target.caseType === "ASSISTANCE_REQUEST") return eq(feedback.assistanceRequestId, target.assistanceRequestId!);
  if (target.caseType === "CASES") return eq(feedback.caseId, target.caseId!);
  return eq(feedback.claimId, target.claimId!);
}

function ownerId(target: InvitationTarget): number {
  if (target.caseType === "ASSISTANCE_REQUEST") return target.assistanceRequestId!;
  if (target.caseType === "CASES") return target.caseId!;
  return target.claimId!;
}

/**
 * The uuid of the link: made from the invitation's kind and what it is about under SESSION_SECRET,
 * so the server can give the same link again (the claim-received page asks on every visit) while
 * the table keeps only its hash.
 */
export function invitationUuid(config: Config, target: InvitationTarget): string {
  return keyedUuid(config.sessionSecret, "feedback-invitation", `${target.caseType}:${ownerId(target)}`);
}

/**
 * One invitation per tow job, per claim and per repair case: a repeat (a retried transition, or
 * two apps' hooks in one process) finds the first and reports created=false, so nothing is sent twice.
 * Two first tries at once make one row: the second insert meets the first one's unique hash.
 */
export async function createFeedbackInvitation(
  tx: Db,
  config: Config,
  target: InvitationTarget,
  now: Date,
): Promise<{ row: FeedbackRow; uuid: string; created: boolean }> {
  const uuid = invitationUuid(config, target);
  const [existing] = await tx
    .select()
    .from(feedback)
    .where(and(eq(feedback.caseType, target.caseType), ownerCondition(target)))
    .limit(1);
  if (existing) return { row: existing, uuid, created: false };
  const uuidHash = hashUuid(uuid);
  const [row] = await tx
    .insert(feedback)
    .values({
      uuidHash,
      caseType: target.caseType,
      serviceId: target.serviceId,
      claimId: target.claimId ?? null,
      assistanceRequestId: target.assistanceRequestId ?? null,
      caseId: target.caseId ?? null,
      expiresAt: new Date(now.getTime() + config.feedbackLinkTtlDays * 24 * 3600 * 1000),
    })
    .onConflictDoNothing({ target: feedback.uuidHash })
    .returning();
  if (row) return { row, uuid, created: true };
  const [first] = await tx.select().from(feedback).where(eq(feedback.uuidHash, uuidHash));
  return { row: first, uuid, created: false };
}

/**
 * The invitation's link uuid for a page that asks again each time (the claim-received page):
 * created on first ask. A row keyed otherwise (issued before uuids were derived, or under another
 * SESSION_SECRET) is re-keyed to the uuid given now, so the answer always opens it.
 */
export async function feedbackInvitationUuid(
  tx: Db,
  config: Config,
  target: InvitationTarget,
  now: Date,
): Promise<string> {
  const { row, uuid } = await createFeedbackInvitation(tx, config, target, now);
  const uuidHash = hashUuid(uuid);
  if (row.uuidHash !== uuidHash) await tx.update(feedback).set({ uuidHash }).where(eq(feedback.id, row.id));
  return uuid;
}

/** The app's feedback page for an invitation (/feedback/{uuid}?caseType=&language=). */
export function feedbackUrl(config: Config, uuid: string, caseType: CaseKind, language: Language): string {
  return `${config.publicUrl}/feedback/${uuid}?caseType=${caseType}&language=${language}`;
}
