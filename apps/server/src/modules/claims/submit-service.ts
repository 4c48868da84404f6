import type { ClaimSubmitResponse } from "@hitch/contract/claims/submit";
import { and, count, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/connect.ts";
import { claims } from "../../db/schema/claims.ts";
import { otherParties } from "../../db/schema/other-parties.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { createCaseForClaim } from "../cases/public.ts";
import { queueClaimConfirmationEmail, queueClaimConfirmationSms } from "../notifications/public.ts";
import { findServiceById } from "../services/public.ts";
import { acceptsClaim } from "../workshops/public.ts";
import { findServiceWorkshop } from "../workshops/public.ts";
import { missingForSubmission } from "./claim-completeness.ts";
import { claimUuid } from "./claim-uuid.ts";
import type { ClaimRow } from "./repository.ts";

export function submitView(config: Config, row: ClaimRow): ClaimSubmitResponse {
  return {
    id: row.id,
    externalId: row.externalId,
    uuid: claimUuid(config, row.id),
    status: "SUBMITTED",
    submittedAt: row.submittedAt!.toISOString(),
  };
}

async function checkComplete(tx: Db, claim: ClaimRow) {
  const service = await findServiceById(tx, claim.serviceId);
  if (!service) throw notFound();
  const [{ parties }] = await tx
    .select({ parties: count() })
    .from(otherParties)
    .where(eq(otherParties.claimId, claim.id));
  const workshop = claim.workshopId === null ? null : await findServiceWorkshop(tx, claim.serviceId, claim.workshopId);
  const workshopAcceptable =
    workshop !== null &&
    claim.incidentType !== null &&
    acceptsClaim(workshop, {
      incidentType: claim.incidentType,
      vehicleMark: claim.vehicleMark,
      vehicleYear: claim.vehicleYear,
    });
  const missing = missingForSubmission(claim, {
    isMotionsCloudEnabled: service.isMotionsCloudEnabled,
    partyCount: parties,
    workshopAcceptable,
  });
  if (missing.length > 0) throw new HttpError(422, "VALIDATION_FAILED", missing);
}

/**
 * Files the claim: PUT /claims/{claimId}. In one transaction the row is locked, checked complete
 * for its step list, stamped submitted by a conditional UPDATE (WHERE submitted_at IS NULL), its
 * case opened and the confirmation e-mail and SMS queued in the outbox, which sends them after the
 * commit. A double tap or a retry after a lost answer finds the claim submitted and gets the same
 * answer, so one claim, one case and one confirmation come of it.
 */
export async function submitClaim(ctx: AppContext, claimId: number) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId)).for("update");
    if (!claim) throw notFound();
    if (claim.submittedAt) return { claim, filedNow: false };
    await checkComplete(tx, claim);
    const now = ctx.now();
    const [filed] = await tx
      .update(claims)
      .set({ submittedAt: now, updatedAt: now })
      .where(and(eq(claims.id, claimId), isNull(claims.submittedAt)))
      .returning();
    if (!filed) {
      const [again] = await tx.select().from(claims).where(eq(claims.id, claimId));
      return { claim: again, filedNow: false };
    }
    await createCaseForClaim(tx, filed);
    await queueClaimConfirmationEmail(tx, ctx.outbox, filed);
    await queueClaimConfirmationSms(tx, ctx.outbox, filed);
    return { claim: filed, filedNow: true };
  });
  if (outcome.filedNow) ctx.outbox.nudge();
  return outcome;
}
