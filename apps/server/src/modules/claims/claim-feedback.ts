import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { cases } from "../../db/schema/cases.ts";
import { claims } from "../../db/schema/claims.ts";
import { feedback } from "../../db/schema/feedback.ts";
import { services } from "../../db/schema/services.ts";
import { HttpError, notFound } from "../../http/http-error.ts";

/** How long a claim's feedback link stays open. */
export const CLAIM_FEEDBACK_TTL_MS = 30 * 24 * 3600 * 1000;

/**
 * The uuid of the claim's feedback invitation, created on first ask. Only for a submitted claim of
 * a service that offers feedback after claims. The claim row is locked while looking, so two
 * concurrent first asks share one invitation.
 */
export async function claimFeedbackUuid(db: Db, claimId: number, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId)).for("update");
    if (!claim) throw notFound();
    if (!claim.submittedAt) throw new HttpError(409, "CLAIM_NOT_SUBMITTED");
    const [service] = await tx.select().from(services).where(eq(services.id, claim.serviceId));
    if (!service?.claimFeedbackEnabled) throw new HttpError(409, "FEEDBACK_NOT_ENABLED");
    const [existing] = await tx
      .select({ uuid: feedback.uuid })
      .from(feedback)
      .where(and(eq(feedback.claimId, claimId), eq(feedback.caseType, "CLAIM")))
      .limit(1);
    if (existing) return existing.uuid;
    const [claimCase] = await tx.select({ id: cases.id }).from(cases).where(eq(cases.claimId, claimId)).limit(1);
    const [created] = await tx
      .insert(feedback)
      .values({
        uuid: randomUUID(),
        caseType: "CLAIM",
        serviceId: claim.serviceId,
        claimId,
        caseId: claimCase?.id ?? null,
        expiresAt: new Date(now.getTime() + CLAIM_FEEDBACK_TTL_MS),
      })
      .returning({ uuid: feedback.uuid });
    return created.uuid;
  });
}
