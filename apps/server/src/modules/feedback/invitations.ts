import { randomUUID } from "node:crypto";
import type { CaseKind, Language } from "@hitch/contract/common/enums";
import { and, eq, type SQL } from "drizzle-orm";
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

/**
 * One invitation per tow job, per claim and per repair case: a repeat (a retried transition, or
 * two apps' hooks in one process) finds the first and reports created=false, so nothing is sent twice.
 * The uuid is a random v4: it is the feedback link's only key.
 */
export async function createFeedbackInvitation(
  tx: Db,
  config: Config,
  target: InvitationTarget,
  now: Date,
): Promise<{ row: FeedbackRow; created: boolean }> {
  const [existing] = await tx
    .select()
    .from(feedback)
    .where(and(eq(feedback.caseType, target.caseType), ownerCondition(target)))
    .limit(1);
  if (existing) return { row: existing, created: false };
  const [row] = await tx
    .insert(feedback)
    .values({
      uuid: randomUUID(),
      caseType: target.caseType,
      serviceId: target.serviceId,
      claimId: target.claimId ?? null,
      assistanceRequestId: target.assistanceRequestId ?? null,
      caseId: target.caseId ?? null,
      expiresAt: new Date(now.getTime() + config.feedbackLinkTtlDays * 24 * 3600 * 1000),
    })
    .returning();
  return { row, created: true };
}

/** The app's feedback page for an invitation (/feedback/{uuid}?caseType=&language=). */
export function feedbackUrl(config: Config, row: Pick<FeedbackRow, "uuid" | "caseType">, language: Language): string {
  return `${config.publicUrl}/feedback/${row.uuid}?caseType=${row.caseType}&language=${language}`;
}
