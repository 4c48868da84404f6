import { z } from "zod";
import { ASSISTANCE_STATUSES } from "../common/enum-values.ts";
import { assistanceIncidentTypeSchema } from "../common/enums.ts";

/** The Requests screen holds this many rows a page. */
export const REQUEST_LIST_PAGE_SIZE = 25;

/**
 * GET /api/v1/console/requests/search: every submitted request in every state, newest first. `q` finds the
 * reference (AR-…), the phone (digits, with or without the country code) or the plate (spaces and dashes
 * ignored); `from` and `to` are calendar days (inclusive, UTC) of submission.
 */
export const requestListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  serviceId: z.coerce.number().int().positive().max(2147483647).optional(),
  status: z.enum(ASSISTANCE_STATUSES).exclude(["DRAFT"]).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

export const requestListRowSchema = z.object({
  id: z.number().int(),
  externalId: z.string(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  status: z.enum(ASSISTANCE_STATUSES),
  incidentType: assistanceIncidentTypeSchema.nullable(),
  submittedAt: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  licensePlate: z.string().nullable(),
  /** The driver on the job now, or the last one who had it (a finished or cancelled job's). */
  driverName: z.string().nullable(),
});
export type RequestListRow = z.infer<typeof requestListRowSchema>;

export const requestListSchema = z.object({
  requests: z.array(requestListRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RequestList = z.infer<typeof requestListSchema>;
