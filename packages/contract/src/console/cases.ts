import { z } from "zod";
import { adminCaseSchema } from "../admin/cases.ts";
import { idSchema } from "../common/ids.ts";

/** GET /api/v1/console/cases: newest first; `q` finds the plate or the claim's or request's reference. */
export const consoleCaseListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  serviceId: z.coerce.number().int().positive().max(2147483647).optional(),
  status: z.enum(["OPEN", "CLOSED"]).optional(),
});
export type ConsoleCaseListQuery = z.infer<typeof consoleCaseListQuerySchema>;

/** A case in the console: the operator API's view plus which service it belongs to. */
export const consoleCaseSchema = adminCaseSchema.extend({ serviceId: z.number().int() });
export type ConsoleCase = z.infer<typeof consoleCaseSchema>;
export const consoleCaseListSchema = z.array(consoleCaseSchema);

/** Where an outbox message is: waiting, being handed to the gateway, delivered to it, or given up. */
export const CASE_NOTIFICATION_STATES = ["PENDING", "SENDING", "SENT", "FAILED"] as const;

/** One message sent to the customer about the case; the body as the outbox keeps it (link codes masked). */
export const caseNotificationSchema = z.object({
  id: z.number().int(),
  channel: z.enum(["SMS", "EMAIL"]),
  to: z.string(),
  purpose: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(CASE_NOTIFICATION_STATES),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type CaseNotification = z.infer<typeof caseNotificationSchema>;

/** GET /api/v1/console/cases/{caseId}: the case, the messages sent about it, the workshops it may go to. */
export const consoleCaseDetailSchema = consoleCaseSchema.extend({
  notifications: z.array(caseNotificationSchema),
  workshopChoices: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string() })),
});
export type ConsoleCaseDetail = z.infer<typeof consoleCaseDetailSchema>;

export const consoleCaseParamsSchema = z.object({ caseId: idSchema });
