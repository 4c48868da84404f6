import { z } from "zod";
import { assistanceStatusSchema } from "../common/enums.ts";

/**
 * PUT /assistance-request/{id}: submits (no body). Success answers the times the app stores; a
 * request that is not complete gets 422 with code VALIDATION_FAILED and `errors` listing what is
 * missing (MISSING_INCIDENT, MISSING_LOCATION, ...), which the app joins into one message.
 */
export const assistanceSubmitResponseSchema = z.object({
  id: z.number().int(),
  status: assistanceStatusSchema,
  startTime: z.string().nullable(),
  submitTime: z.string(),
});
export type AssistanceSubmitResponse = z.infer<typeof assistanceSubmitResponseSchema>;

/** POST /assistance-request/{id}/cancel while PENDING or ACCEPTED. */
export const assistanceCancelResponseSchema = z.object({ id: z.number().int(), status: assistanceStatusSchema });
