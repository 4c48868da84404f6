import { z } from "zod";
import { SMS_STATES } from "./new-link.ts";

/**
 * What an SMS is for (its `purpose`): each has its text template on the server and its name in the
 * console's languages, so the outbox never shows a raw code.
 */
export const SMS_KINDS = [
  "ASSISTANCE_LINK",
  "CLAIM_LINK",
  "CLAIM_RECEIVED",
  "CASE_UPDATED",
  "FEEDBACK_REQUEST",
  "DRIVER_LINK",
  "DRIVER_OFFER",
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** GET /api/v1/console/sms: the outbox, newest first, narrowed by service and delivery state. */
export const smsListQuerySchema = z.strictObject({
  serviceId: z.coerce.number().int().positive().optional(),
  status: z.enum(SMS_STATES).optional(),
});
export type SmsListQuery = z.infer<typeof smsListQuerySchema>;

/** One message as operators see it: the masked copy of its text, never the sealed one. */
export const outboxSmsSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  toPhone: z.string(),
  /** The operators' copy: link codes masked. */
  body: z.string(),
  /** One of SMS_KINDS for every message the server writes. */
  purpose: z.string(),
  language: z.string(),
  status: z.enum(SMS_STATES),
  attempts: z.number().int(),
  /** The gateway's reason for the last failure. */
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
  serviceId: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  /** FAILED and its text still sealed in the outbox: a retry can send it. */
  retryable: z.boolean(),
});
export type OutboxSms = z.infer<typeof outboxSmsSchema>;
export const outboxSmsListSchema = z.array(outboxSmsSchema);
