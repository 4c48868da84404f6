import type { DispatchRuntime } from "../dispatch/public.ts";
import { cancelRequest } from "../dispatch/public.ts";
import { recordAudit } from "./audit.ts";
import { readRequestDetail } from "./request-detail.ts";

type Operator = { id: string; email: string };

/**
 * Cancels a request in progress for the customer (on the phone with the operator). The engine's own
 * transaction ends the job; the audit entry follows it with the status before and after.
 */
export async function cancelAsOperator(rt: DispatchRuntime, requestId: number, operator: Operator) {
  const before = await readRequestDetail(rt.db, requestId);
  await cancelRequest(rt, requestId);
  const after = await readRequestDetail(rt.db, requestId);
  await recordAudit(
    rt.db,
    {
      operator,
      action: "request.cancel",
      serviceId: after?.serviceId ?? null,
      targetType: "assistance-request",
      targetId: requestId,
      before: { status: before?.status },
      after: { status: after?.status },
    },
    rt.now(),
  );
  return after!;
}
