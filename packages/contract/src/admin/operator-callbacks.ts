import { z } from "zod";

/**
 * Operator API: GET /api/v1/admin/operator-callbacks?state=open|handled and
 * POST /api/v1/admin/operator-callbacks/{id}/handled. A call-back is a request no driver took in
 * time: an operator phones the customer.
 */
export const operatorCallbackSchema = z.object({
  id: z.number().int(),
  assistanceRequestId: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  /** Null while the call-back is open. */
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type OperatorCallback = z.infer<typeof operatorCallbackSchema>;

/** `open` (not handled yet) or `handled`; absent lists both, newest first. */
export const operatorCallbackListQuerySchema = z.strictObject({ state: z.enum(["open", "handled"]).optional() });

/** Marking a call-back handled: who called (one API key serves every operator) and what came of it. */
export const handleCallbackRequestSchema = z.strictObject({
  handledBy: z.string().trim().min(1).max(100).optional(),
  note: z.string().trim().max(500).optional(),
});
export type HandleCallbackRequest = z.infer<typeof handleCallbackRequestSchema>;
