import { z } from "zod";

/** One operator write: who, what, when, and the record before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorEmail: z.string(),
  action: z.string(),
  serviceId: z.number().int().nullable(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/v1/console/audit: newest first, narrowed by operator e-mail, action, service or time. */
export const auditQuerySchema = z.strictObject({
  operator: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  serviceId: z.coerce.number().int().positive().optional(),
  since: z.iso.datetime({ offset: true }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
