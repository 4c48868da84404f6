import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { feedbackPageSchema, feedbackSummarySchema } from "@hitch/contract/console/feedback";
import { consoleApi } from "../api.ts";
import { operatorTimeZone, queryOf } from "../reports/period.ts";

export const PAGE_SIZE = 20;
const TREND_WEEKS = 26;

export interface FeedbackFilter {
  serviceId: number | null;
  stars: number | null;
}

/** One page of the ratings that match the filter; the previous page stays on screen while the next loads. */
export function useFeedbackPage({ serviceId, stars }: FeedbackFilter, page: number) {
  return useQuery({
    queryKey: ["console", "feedback", "page", serviceId, stars, page],
    queryFn: () =>
      consoleApi(`/feedback?${queryOf({ serviceId, stars, page, pageSize: PAGE_SIZE })}`, feedbackPageSchema),
    placeholderData: keepPreviousData,
  });
}

/** Averages and distributions per service, and the last half year's weekly trend. */
export function useFeedbackSummary(serviceId: number | null) {
  return useQuery({
    queryKey: ["console", "feedback", "summary", serviceId],
    queryFn: () =>
      consoleApi(
        `/feedback/summary?${queryOf({ serviceId, weeks: TREND_WEEKS, timeZone: operatorTimeZone() })}`,
        feedbackSummarySchema,
      ),
  });
}

/** The server-made CSV of every rating that matches the filter (a plain link: the browser downloads it). */
export const feedbackCsvUrl = ({ serviceId, stars }: FeedbackFilter) =>
  `/api/v1/console/feedback/csv?${queryOf({ serviceId, stars })}`;
