import { z } from "zod";
import { caseKindSchema } from "../common/enums.ts";

/** Operator API: GET /api/v1/admin/feedback?serviceName — the service's feedback and its average. */
export const adminFeedbackQuerySchema = z.object({ serviceName: z.string().min(1).max(100) });

/** An answer; the invitation's link is the customer's alone and is not listed. */
export const adminFeedbackItemSchema = z.object({
  caseType: caseKindSchema,
  stars: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  givenAt: z.string(),
});

export const adminFeedbackResponseSchema = z.object({
  count: z.number().int().nonnegative(),
  /** Mean of the stars, null when nobody has answered. */
  averageRating: z.number().nullable(),
  items: z.array(adminFeedbackItemSchema),
});
export type AdminFeedbackResponse = z.infer<typeof adminFeedbackResponseSchema>;
