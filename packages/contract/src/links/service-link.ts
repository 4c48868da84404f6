import { z } from "zod";
import { languageSchema } from "../common/enums.ts";

/** POST /assistance-request/service-link and POST /claim/service-link. */
export const serviceLinkRequestSchema = z.strictObject({
  name: z.string().min(1).max(100),
  language: languageSchema.optional(),
});
export type ServiceLinkRequest = z.infer<typeof serviceLinkRequestSchema>;

/**
 * `code` is added to the service link answer: the partner page forwards to
 * /assistance-request-link/{code}, and only a real link code may open a session.
 */
export const assistanceInitResponseSchema = z.object({
  assistanceRequestId: z.number().int(),
  assistanceRequestExternalId: z.string(),
  code: z.string(),
});
export type AssistanceInitResponse = z.infer<typeof assistanceInitResponseSchema>;

export const claimInitResponseSchema = z.object({
  claimId: z.number().int(),
  claimExternalId: z.string(),
  code: z.string(),
});
export type ClaimInitResponse = z.infer<typeof claimInitResponseSchema>;
