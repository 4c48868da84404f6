import { z } from "zod";
import { DEFAULT_PHONE_PREFIX, languageSchema, phonePrefixSchema } from "../common/enums.ts";
import { phoneSchema } from "../common/contact-fields.ts";
import { plateSchema } from "../common/plate.ts";
import { DESCRIPTION_MAX_LENGTH } from "../common/validation.ts";

/**
 * POST /api/v1/console/links: the form an operator fills while the caller is on the phone. For an
 * assistance link, what the caller already said is filled into the request (the full-data link).
 */
export const newLinkFormSchema = z.strictObject({
  serviceId: z.number().int().positive(),
  kind: z.enum(["ASSISTANCE", "CLAIM"]),
  phonePrefix: phonePrefixSchema.default(DEFAULT_PHONE_PREFIX),
  phone: phoneSchema,
  language: languageSchema,
  sendSms: z.boolean(),
  callerName: z.string().trim().max(200).optional(),
  licensePlate: plateSchema.optional(),
  address: z.string().trim().max(300).optional(),
  description: z.string().trim().max(DESCRIPTION_MAX_LENGTH).optional(),
});
export type NewLinkForm = z.input<typeof newLinkFormSchema>;

export const SMS_STATES = ["PENDING", "SENDING", "SENT", "FAILED"] as const;

/** The link made, and (when it was texted) its SMS in the outbox. */
export const newLinkAnswerSchema = z.object({
  id: z.number().int(),
  externalId: z.string(),
  url: z.string(),
  smsId: z.number().int().nullable(),
});
export type NewLinkAnswer = z.infer<typeof newLinkAnswerSchema>;

/** GET /api/v1/console/sms/:id: where a link's SMS is (sent, waiting, failed with the gateway's reason). */
export const smsStateSchema = z.object({
  id: z.number().int(),
  status: z.enum(SMS_STATES),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type SmsState = z.infer<typeof smsStateSchema>;
