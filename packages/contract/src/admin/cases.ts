import { z } from "zod";
import { caseStepSchema, estimationTypeSchema } from "../common/enums.ts";
import { bodyIdSchema, idSchema } from "../common/ids.ts";
import { caseProgressSchema } from "../cases/case-progress.ts";

/**
 * Operator API to advance a case: POST /api/v1/admin/cases/{caseId}/steps/{step}/complete,
 * PUT /api/v1/admin/cases/{caseId}/steps/{step}/estimate, PUT /api/v1/admin/cases/{caseId}/workshop.
 * Each change notifies the customer through the claim's chosen channels.
 */
export const caseStepParamsSchema = z.object({ caseId: idSchema, step: caseStepSchema });
export const caseIdParamsSchema = z.object({ caseId: idSchema });

/** Complete a step, now or at a given instant (ISO 8601). */
export const completeCaseStepRequestSchema = z.strictObject({
  completedAt: z.iso.datetime({ offset: true }).optional(),
});
export type CompleteCaseStepRequest = z.infer<typeof completeCaseStepRequestSchema>;

/**
 * Set an estimate: NONE clears it; DATE takes a calendar day (YYYY-MM-DD); TIMESTAMP an instant.
 */
export const setCaseEstimateRequestSchema = z.discriminatedUnion("estimationType", [
  z.strictObject({ estimationType: z.literal(estimationTypeSchema.enum.NONE) }),
  z.strictObject({ estimationType: z.literal(estimationTypeSchema.enum.DATE), estimatedDate: z.iso.date() }),
  z.strictObject({
    estimationType: z.literal(estimationTypeSchema.enum.TIMESTAMP),
    estimatedTime: z.iso.datetime({ offset: true }),
  }),
]);
export type SetCaseEstimateRequest = z.infer<typeof setCaseEstimateRequestSchema>;

export const attachWorkshopRequestSchema = z.strictObject({ workshopId: bodyIdSchema });
export type AttachWorkshopRequest = z.infer<typeof attachWorkshopRequestSchema>;

/** GET /api/v1/admin/cases?serviceName&status&origin: the service's cases, newest first. */
export const adminCaseListQuerySchema = z.object({
  serviceName: z.string().min(1).max(100),
  status: z.enum(["OPEN", "CLOSED"]).optional(),
  origin: z.enum(["CLAIM", "ASSISTANCE_REQUEST"]).optional(),
  licensePlate: z.string().trim().min(1).max(20).optional(),
});
export type AdminCaseListQuery = z.infer<typeof adminCaseListQuerySchema>;

/** The operator's view of a case: what the customer sees, plus where it came from and whether it is closed. */
export const adminCaseSchema = caseProgressSchema.extend({
  origin: z.enum(["CLAIM", "ASSISTANCE_REQUEST"]),
  claimId: z.number().int().nullable(),
  assistanceRequestId: z.number().int().nullable(),
  /** The claim's or request's external id (the customer's reference). */
  reference: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type AdminCase = z.infer<typeof adminCaseSchema>;
export const adminCaseListResponseSchema = z.array(adminCaseSchema);
