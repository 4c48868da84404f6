import { z } from "zod";
import { languageSchema } from "../common/enums.ts";

/** Operator call: POST /assistance-request/link and POST /claim-link (API key required). */
export const createLinkRequestSchema = z.strictObject({
  serviceName: z.string().min(1).max(100),
  phone: z
    .string()
    .regex(/^\+?\d{5,20}$/)
    .optional(),
  language: languageSchema.optional(),
  sendSms: z.boolean().optional(),
  /** Overrides LINK_TTL_HOURS for this one link (e.g. a short-lived link read out on the phone). */
  ttlSeconds: z
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 3600)
    .optional(),
});
export type CreateLinkRequest = z.infer<typeof createLinkRequestSchema>;

export const createLinkResponseSchema = z.object({
  code: z.string(),
  url: z.string(),
  id: z.number().int(),
  externalId: z.string(),
});
export type CreateLinkResponse = z.infer<typeof createLinkResponseSchema>;
