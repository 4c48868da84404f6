import { z } from "zod";
import { assistanceStatusSchema, dispatchStageSchema } from "../common/enums.ts";
import { driverAssignmentSchema } from "./assignment.ts";

/**
 * GET /assistance-request/{id}/status (ETag; 304 when unchanged) and each event of the status
 * stream. `stage` is the dispatch engine's real stage while PENDING, null otherwise.
 */
export const assistanceStatusResponseSchema = z.object({
  status: assistanceStatusSchema,
  stage: dispatchStageSchema.nullable(),
  assignment: driverAssignmentSchema.optional(),
});
export type AssistanceStatusResponse = z.infer<typeof assistanceStatusResponseSchema>;

/** Name of the server-sent event carrying an AssistanceStatusResponse. */
export const STATUS_EVENT = "status";
