import { z } from "zod";
import { caseKindSchema } from "../common/enums.ts";
import { timeZoneSchema } from "./period.ts";

const serviceFilter = z.coerce.number().int().positive().optional();
const starsFilter = z.coerce.number().int().min(1).max(5).optional();

/** GET /api/v1/console/feedback: the answers newest first, one page; /feedback/csv: all of them that match. */
export const feedbackListQuerySchema = z.strictObject({
  serviceId: serviceFilter,
  stars: starsFilter,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

export const feedbackCsvQuerySchema = z.strictObject({ serviceId: serviceFilter, stars: starsFilter });

export const consoleFeedbackItemSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  caseType: caseKindSchema,
  stars: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  givenAt: z.string(),
});
export type ConsoleFeedbackItem = z.infer<typeof consoleFeedbackItemSchema>;

export const feedbackPageSchema = z.object({
  items: z.array(consoleFeedbackItemSchema),
  /** How many answers match the filter, over all pages. */
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

/** GET /api/v1/console/feedback/summary: per service, and week by week for the trend (weeks start on Monday). */
export const feedbackSummaryQuerySchema = z.strictObject({
  serviceId: serviceFilter,
  weeks: z.coerce.number().int().min(1).max(104).default(26),
  timeZone: timeZoneSchema.default("UTC"),
});
export type FeedbackSummaryQuery = z.infer<typeof feedbackSummaryQuerySchema>;

export const feedbackSummarySchema = z.object({
  services: z.array(
    z.object({
      serviceId: z.number().int(),
      serviceName: z.string(),
      count: z.number().int().nonnegative(),
      average: z.number().nullable(),
      /** Answers with 1, 2, 3, 4 and 5 stars. */
      distribution: z.array(z.number().int().nonnegative()).length(5),
    }),
  ),
  /** The last `weeks` weeks, oldest first, weeks without answers included. */
  weekly: z.array(
    z.object({ weekStart: z.string(), count: z.number().int().nonnegative(), average: z.number().nullable() }),
  ),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;
