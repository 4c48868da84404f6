import { CASE_STEPS } from "@hitch/contract/common/enums";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { caseProgressSteps, cases } from "../../db/schema/cases.ts";
import type { claims } from "../../db/schema/claims.ts";

type ClaimRow = typeof claims.$inferSelect;
export type CaseRow = typeof cases.$inferSelect;

/** All nine steps of a new case: CASE_REGISTERED done at `registeredAt`, the rest waiting for the workshop. */
async function insertSteps(tx: Db, caseId: number, registeredAt: Date) {
  await tx.insert(caseProgressSteps).values(
    CASE_STEPS.map((step, position) => ({
      caseId,
      step,
      position,
      completedAt: step === "CASE_REGISTERED" ? registeredAt : null,
    })),
  );
}

/**
 * Opens the repair case of a just-submitted claim, inside the submitting transaction: the case
 * with all nine progress steps, the first (CASE_REGISTERED) done at the submission time and the
 * rest waiting for the workshop. Safe to call twice: the second call finds the first case.
 */
export async function createCaseForClaim(tx: Db, claim: ClaimRow): Promise<CaseRow> {
  const registeredAt = claim.submittedAt ?? new Date();
  const [created] = await tx
    .insert(cases)
    .values({
      origin: "CLAIM",
      claimId: claim.id,
      serviceId: claim.serviceId,
      licensePlate: claim.licensePlate,
      workshopId: claim.workshopId,
      language: claim.language,
    })
    .onConflictDoNothing({ target: cases.claimId })
    .returning();
  if (!created) {
    const [existing] = await tx.select().from(cases).where(eq(cases.claimId, claim.id)).limit(1);
    return existing;
  }
  await insertSteps(tx, created.id, registeredAt);
  return created;
}

/**
 * Opens the case of an assistance request when a tow truck accepts the job (run by the dispatch
 * transition hook, inside the accepting transaction). The towed vehicle goes to a workshop, whose
 * progress the customer then follows like a claim's. Idempotent: a repeat finds the first case.
 */
export async function createCaseForAssistance(tx: Db, requestId: number, at: Date): Promise<CaseRow | null> {
  const [request] = await tx.select().from(assistanceRequests).where(eq(assistanceRequests.id, requestId)).limit(1);
  if (!request) return null;
  const [created] = await tx
    .insert(cases)
    .values({
      origin: "ASSISTANCE_REQUEST",
      assistanceRequestId: request.id,
      serviceId: request.serviceId,
      licensePlate: request.licensePlate,
      language: request.language,
    })
    .onConflictDoNothing({ target: cases.assistanceRequestId })
    .returning();
  if (!created) {
    const [existing] = await tx.select().from(cases).where(eq(cases.assistanceRequestId, request.id)).limit(1);
    return existing;
  }
  await insertSteps(tx, created.id, at);
  return created;
}
