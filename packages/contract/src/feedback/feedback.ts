import { z } from "zod";
import { caseKindSchema, feedbackStateSchema } from "../common/enums.ts";
import { starsSchema } from "../common/validation.ts";
import { FEEDBACK_COMMENT_MAX_LENGTH } from "./feedback-values.ts";

export const feedbackUuidParamsSchema = z.object({ uuid: z.uuid() });
/** ?caseType on every feedback call; the page shows 'not found' for anything else. */
export const feedbackCaseTypeQuerySchema = z.object({ caseType: caseKindSchema });

/** PUT /feedback/{uuid}/validate?caseType (a 404 means NOT_FOUND). */
export const feedbackValidationResponseSchema = z.object({ state: feedbackStateSchema });
export type FeedbackValidationResponse = z.infer<typeof feedbackValidationResponseSchema>;

/** PUT /feedback/{uuid}?caseType: feedbackData {stars, comment}. */
export const feedbackRequestSchema = z.strictObject({
  stars: starsSchema,
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX_LENGTH).nullable().optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export const feedbackSubmitResponseSchema = z.object({ state: feedbackStateSchema });

/** GET /feedback?claimUuid: the claim's feedback uuid. */
export const claimFeedbackResponseSchema = z.object({ uuid: z.string() });

/** The page's query: /feedback/{uuid}?caseType=&language= */
export const feedbackPageQuerySchema = z.object({
  caseType: caseKindSchema,
  language: z.string().optional(),
});
