import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { cases } from "../../db/schema/cases.ts";
import { claims } from "../../db/schema/claims.ts";
import { services } from "../../db/schema/services.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { feedbackInvitationUuid } from "../feedback/public.ts";

/**
 * The uuid of the claim's feedback invitation, created on first ask and the same on every later one
 * (made again from the claim, never read back: only its hash is stored). Only for a submitted claim of
 * a service that offers feedback after claims. The claim row is locked while looking, so two
 * concurrent first asks share one invitation; it expires after FEEDBACK_LINK_TTL_DAYS like every other.
 */
export async function claimFeedbackUuid(db: Db, config: Config, claimId: number, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId)).for("update");
    if (!claim) throw notFound();
    if (!claim.submittedAt) throw new HttpError(409, "CLAIM_NOT_SUBMITTED");
    const [service] = await tx.select().from(services).where(eq(services.id, claim.serviceId));
    if (!service?.claimFeedbackEnabled) throw new HttpError(409, "FEEDBACK_NOT_ENABLED");
    const [claimCase] = await tx.select({ id: cases.id }).from(cases).where(eq(cases.claimId, claimId)).limit(1);
    const target = { caseType: "CLAIM" as const, serviceId: claim.serviceId, claimId, caseId: claimCase?.id ?? null };
    return feedbackInvitationUuid(tx, config, target, now);
  });
}
