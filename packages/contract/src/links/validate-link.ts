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
});
export type LinkValidationResponse = z.infer<typeof linkValidationResponseSchema>;
