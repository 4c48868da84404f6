import { z } from "zod";
import { claimStatusSchema } from "../common/enums.ts";

/**
 * PUT /claims/{id}: files the claim (no body). Idempotent: a repeat answers the same claim.
 * An incomplete claim gets 422 VALIDATION_FAILED with `errors`.
 */
export const claimSubmitResponseSchema = z.object({
  id: z.number().int(),
  externalId: z.string(),
  uuid: z.string(),
  status: claimStatusSchema,
  submittedAt: z.string(),
});
export type ClaimSubmitResponse = z.infer<typeof claimSubmitResponseSchema>;
