import { z } from "zod";
import { languageSchema } from "../common/enums.ts";
import { linkMessageSchema } from "./link-messages.ts";

/** Path parameter of GET /assistance-request-link/{code} and GET /claim-link/{code}. */
export const linkCodeParamsSchema = z.object({ code: z.string().min(1).max(200) });

/** Answer of both link validation calls (isValid, id, externalId, language, msg). */
export const linkValidationResponseSchema = z.object({
  isValid: z.boolean(),
  id: z.number().int().nullable(),
  externalId: z.string().nullable(),
  language: languageSchema.nullable(),
  msg: linkMessageSchema.nullable(),
  /**
   * The service's direct line when the link is known but spent (expired, revoked, already processed), for the
   * error screen's Call button; absent otherwise. An already processed link that is still within its time also
   * carries `id` and a session cookie that reaches only the outcome screens.
   */
  serviceDirectContact: z.string().nullable().optional(),
});
export type LinkValidationResponse = z.infer<typeof linkValidationResponseSchema>;
