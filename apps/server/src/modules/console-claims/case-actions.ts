import type { AttachWorkshopRequest, SetCaseEstimateRequest } from "@hitch/contract/admin/cases";
import type { CaseStep } from "@hitch/contract/common/enums";
import type { AppContext } from "../../app-context.ts";
import { attachCaseWorkshop, completeCaseStep, setCaseEstimate } from "../cases/public.ts";
import { recordAudit } from "../console/public.ts";
import { readConsoleCase } from "./case-detail.ts";

type Operator = { id: string; email: string };

/** What the audit keeps of a case: its steps' completion and estimates, and its workshop. */
const auditedState = (view: Awaited<ReturnType<typeof readConsoleCase>>) =>
  view && {
    workshopId: view.workshop?.id ?? null,
    closedAt: view.closedAt,
    steps: view.progress.map((s) => ({
      step: s.caseStepId,
      completedTimeMs: s.completedTimeMs,
      estimationType: s.estimationType,
      estimatedTimeMs: s.estimatedTimeMs,
    })),
  };

/**
 * Runs one change through the cases module (its own transaction, the customer notified), then records
 * the audit entry with the case before and after, as the console's other writes do.
 */
async function changeAsOperator(
  ctx: AppContext,
  caseId: number,
  operator: Operator,
  action: string,
  change: () => Promise<unknown>,
) {
  const before = await readConsoleCase(ctx.db, caseId);
  await change();
  const after = await readConsoleCase(ctx.db, caseId);
  await recordAudit(
    ctx.db,
    {
      operator,
      action,
      serviceId: after?.serviceId ?? null,
      targetType: "case",
      targetId: caseId,
      before: auditedState(before),
      after: auditedState(after),
    },
    ctx.now(),
  );
  return after!;
}

export const completeStepAsOperator = (ctx: AppContext, caseId: number, step: CaseStep, operator: Operator) =>
  changeAsOperator(ctx, caseId, operator, "case.completeStep", () => completeCaseStep(ctx, caseId, step, undefined));

export const setEstimateAsOperator = (
  ctx: AppContext,
  caseId: number,
  step: CaseStep,
  estimate: SetCaseEstimateRequest,
  operator: Operator,
) => changeAsOperator(ctx, caseId, operator, "case.setEstimate", () => setCaseEstimate(ctx, caseId, step, estimate));

export const attachWorkshopAsOperator = (
  ctx: AppContext,
  caseId: number,
  body: AttachWorkshopRequest,
  operator: Operator,
) => changeAsOperator(ctx, caseId, operator, "case.attachWorkshop", () => attachCaseWorkshop(ctx, caseId, body));
