import type { AttachWorkshopRequest, SetCaseEstimateRequest } from "@hitch/contract/admin/cases";
import type { CaseStep } from "@hitch/contract/common/enums";
import { and, eq, isNull, lte } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/connect.ts";
import { caseProgressSteps, cases } from "../../db/schema/cases.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { createFeedbackInvitation, feedbackUrl } from "../feedback/public.ts";
import { findServiceWorkshop } from "../workshops/public.ts";
import { caseStatusUrl, issueCaseLink } from "./case-links.ts";
import { caseRecipients, queueCaseMessage } from "./case-notifications.ts";
import { caseSteps } from "./case-view.ts";

type CaseRow = typeof cases.$inferSelect;

const caseClosed = () => new HttpError(409, "CASE_CLOSED");
const stepCompleted = () => new HttpError(409, "CASE_STEP_COMPLETED");

/**
 * Runs one operator change on an open case in a transaction (the case row locked, so two changes
 * to one case queue), then tells the customer: a fresh status-page link by e-mail and SMS, queued
 * in the same transaction and sent from the outbox after commit.
 */
async function changeCase(
  ctx: AppContext,
  caseId: number,
  change: (tx: Db, row: CaseRow) => Promise<{ closed: boolean }>,
): Promise<CaseRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(cases).where(eq(cases.id, caseId)).for("update");
    if (!locked) throw notFound();
    if (locked.closedAt) throw caseClosed();
    const { closed } = await change(tx, locked);
    const [row] = await tx.select().from(cases).where(eq(cases.id, caseId));
    const to = await caseRecipients(tx, row);
    const plate = row.licensePlate ?? "";
    const code = await issueCaseLink(tx, ctx.config, row.id, ctx.now());
    await queueCaseMessage(tx, ctx.outbox, row.id, to, "CASE_UPDATED", { plate, url: caseStatusUrl(ctx.config, code) });
    // The repair is done: a claim's customer is asked about it (a tow job's customer was asked
    // when the job finished).
    if (closed && row.claimId !== null) {
      const invitation = await createFeedbackInvitation(
        tx,
        ctx.config,
        { caseType: "CASES", serviceId: row.serviceId, caseId: row.id, claimId: row.claimId },
        ctx.now(),
      );
      if (invitation.created) {
        await queueCaseMessage(tx, ctx.outbox, row.id, to, "FEEDBACK_REQUEST", {
          plate,
          url: feedbackUrl(ctx.config, invitation.uuid, "CASES", to.language),
        });
      }
    }
    return row;
  });
  ctx.outbox.nudge();
  return row;
}

/**
 * Completes a step at `completedAt` (default now). Earlier steps still open are completed at the
 * same time: the list only moves forward, and a step the workshop skipped has passed all the same.
 * Completing PICK_UP_VEHICLE closes the case.
 */
export function completeCaseStep(ctx: AppContext, caseId: number, step: CaseStep, completedAt: Date | undefined) {
  return changeCase(ctx, caseId, async (tx, row) => {
    const steps = await caseSteps(tx, row.id);
    const target = steps.find((s) => s.step === step);
    if (!target) throw notFound();
    if (target.completedAt) throw stepCompleted();
    const at = completedAt ?? ctx.now();
    await tx
      .update(caseProgressSteps)
      .set({ completedAt: at })
      .where(
        and(
          eq(caseProgressSteps.caseId, row.id),
          lte(caseProgressSteps.position, target.position),
          isNull(caseProgressSteps.completedAt),
        ),
      );
    const closed = target.position === steps.length - 1;
    if (closed) await tx.update(cases).set({ closedAt: at }).where(eq(cases.id, row.id));
    return { closed };
  });
}

/** DATE estimates are stored as that day's UTC midnight; the app shows only the day. */
function estimateOf(body: SetCaseEstimateRequest): Date | null {
  if (body.estimationType === "DATE") return new Date(`${body.estimatedDate}T00:00:00.000Z`);
  if (body.estimationType === "TIMESTAMP") return new Date(body.estimatedTime);
  return null;
}

export function setCaseEstimate(ctx: AppContext, caseId: number, step: CaseStep, body: SetCaseEstimateRequest) {
  return changeCase(ctx, caseId, async (tx, row) => {
    const [target] = await tx
      .select()
      .from(caseProgressSteps)
      .where(and(eq(caseProgressSteps.caseId, row.id), eq(caseProgressSteps.step, step)));
    if (!target) throw notFound();
    if (target.completedAt) throw stepCompleted();
    await tx
      .update(caseProgressSteps)
      .set({ estimationType: body.estimationType, estimatedAt: estimateOf(body) })
      .where(eq(caseProgressSteps.id, target.id));
    return { closed: false };
  });
}

/** The workshop must be one of the case's service's own (another service's is not found). */
export function attachCaseWorkshop(ctx: AppContext, caseId: number, body: AttachWorkshopRequest) {
  return changeCase(ctx, caseId, async (tx, row) => {
    const workshop = await findServiceWorkshop(tx, row.serviceId, body.workshopId);
    if (!workshop) throw new HttpError(404, "WORKSHOP_NOT_FOUND");
    await tx.update(cases).set({ workshopId: workshop.id }).where(eq(cases.id, row.id));
    return { closed: false };
  });
}
