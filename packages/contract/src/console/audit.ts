import { z } from "zod";

/** One operator write: who, what, when, and the record before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorEmail: z.string(),
  action: z.string(),
  serviceId: z.number().int().nullable(),
  /** Set on a change to a driver: the driver's towing company. */
  towingCompanyId: z.number().int().nullable(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** How many entries one page of the audit log holds at most. */
export const AUDIT_PAGE_MAX = 200;

/**
 * GET /api/v1/console/audit: newest first, narrowed by operator e-mail, action, record type (`targetType`),
 * service and time (`since` inclusive, `until` exclusive), a page at a time (`limit` entries after `offset`).
 */
export const auditQuerySchema = z.strictObject({
  operator: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(100).optional(),
  serviceId: z.coerce.number().int().positive().optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  until: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_MAX),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
