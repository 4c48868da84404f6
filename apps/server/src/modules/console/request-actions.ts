import type { AppContext } from "../../app-context.ts";
import type { DispatchRuntime } from "../dispatch/public.ts";
import type { CancelRequestBody } from "@hitch/contract/console/request-detail";
import { assignByHand, cancelRequest, recordRequestEvent, restartDispatch } from "../dispatch/public.ts";
import { resendAssistanceLink } from "../links/public.ts";
import { recordAudit } from "./audit.ts";
import { readRequestDetail } from "./request-detail.ts";

type Operator = { id: string; email: string; name: string };
type Detail = NonNullable<Awaited<ReturnType<typeof readRequestDetail>>>;

/** What the audit log keeps of a request before and after a dispatch action: its status and its driver. */
const dispatchView = (detail: Detail | null) => ({
  status: detail?.status,
  driver: detail?.driver ? { id: detail.driver.id, name: detail.driver.name } : null,
});

/** Runs one of the engine's actions on a request and audits it with the request before and after. */
async function auditedDispatchAction(
  rt: DispatchRuntime,
  requestId: number,
  operator: Operator,
  change: { action: string; details?: Record<string, unknown> },
  run: () => Promise<unknown>,
) {
  const before = await readRequestDetail(rt.db, requestId);
  await run();
  const after = await readRequestDetail(rt.db, requestId);
  await recordAudit(
    rt.db,
    {
      operator,
      action: change.action,
      serviceId: after?.serviceId ?? null,
      targetType: "assistance-request",
      targetId: requestId,
      before: dispatchView(before),
      after: { ...dispatchView(after), ...change.details },
    },
    rt.now(),
  );
  return after!;
}

/**
 * Cancels a request in progress for the customer (on the phone with the operator). The engine's own
 * transaction ends the job and records the operator and the reason; the audit entry follows it.
 */
export function cancelAsOperator(rt: DispatchRuntime, requestId: number, body: CancelRequestBody, operator: Operator) {
  const reason = { reason: body.reason, note: body.note ?? "" };
  const by = { type: "CANCELLED", actorKind: "OPERATOR", actorName: operator.name, ...reason } as const;
  return auditedDispatchAction(
    rt,
    requestId,
    operator,
    { action: "request.cancel", details: { by: "OPERATOR", ...reason } },
    () => cancelRequest(rt, requestId, by),
  );
}

/** Sends a timed-out request to dispatch again (the engine restarts the driver search), on the record. */
export function redispatchAsOperator(rt: DispatchRuntime, requestId: number, operator: Operator) {
  return auditedDispatchAction(rt, requestId, operator, { action: "request.redispatch" }, () =>
    restartDispatch(rt, requestId, { by: { actorName: operator.name } }),
  );
}

/** Gives the job to the driver the operator chose, through the engine's assign (or reassign). */
export function assignAsOperator(rt: DispatchRuntime, requestId: number, driverId: number, operator: Operator) {
  return auditedDispatchAction(rt, requestId, operator, { action: "request.assign", details: { driverId } }, () =>
    assignByHand(rt, requestId, driverId, { actorKind: "OPERATOR", actorName: operator.name }),
  );
}

/** Texts the request's link again with a fresh code; the log keeps the SMS and what became of the old links. */
export async function resendLinkAsOperator(
  ctx: AppContext,
  requestId: number,
  serviceId: number,
  options: { revokePrevious: boolean },
  operator: Operator,
) {
  const answer = await resendAssistanceLink(ctx, requestId, options);
  // Every instance forgets the sessions it remembers for this request, so the revoked ones end now.
  if (answer.revokedLinks > 0) await ctx.dispatch.events.publish(requestId).catch(() => {});
  const resent = { type: "LINK_RESENT", actorKind: "OPERATOR", actorName: operator.name } as const;
  await recordRequestEvent(ctx.db, requestId, resent, ctx.now());
  await recordAudit(
    ctx.db,
    {
      operator,
      action: "link.resend",
      serviceId,
      targetType: "assistance-request",
      targetId: requestId,
      before: null,
      after: answer,
    },
    ctx.now(),
  );
  return answer;
}
