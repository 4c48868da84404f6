import type { CaseKind, FeedbackState } from "@hitch/contract/common/enums";
import {
  feedbackSubmitResponseSchema,
  feedbackValidationResponseSchema,
  type FeedbackRequest,
} from "@hitch/contract/feedback/feedback";
import { serviceDetailsSchema, type ServiceDetails } from "@hitch/contract/services/service";
import { isApiError } from "../../api/api-error.ts";
import { client, parsedBodyOf } from "../../api/client.ts";

const link = (uuid: string, caseType: CaseKind) => ({ params: { path: { uuid }, query: { caseType } } });

/** PUT /feedback/{uuid}/validate: the link's state; an unknown (404) or malformed (400) link is NOT_FOUND. */
export async function validateFeedback(uuid: string, caseType: CaseKind): Promise<FeedbackState> {
  try {
    const answer = await parsedBodyOf(
      feedbackValidationResponseSchema,
      client.PUT("/feedback/{uuid}/validate", link(uuid, caseType)),
    );
    return answer.state;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return "NOT_FOUND";
    throw error;
  }
}

export async function submitFeedback(uuid: string, caseType: CaseKind, body: FeedbackRequest): Promise<void> {
  await parsedBodyOf(feedbackSubmitResponseSchema, client.PUT("/feedback/{uuid}", { ...link(uuid, caseType), body }));
}

export const loadFeedbackService = (uuid: string, caseType: CaseKind): Promise<ServiceDetails> =>
  parsedBodyOf(serviceDetailsSchema, client.GET("/feedbacks/{uuid}/service-theme", link(uuid, caseType)));

/** What a refused submission means for the page: the link's new state, or null for a plain failure. */
export function refusedState(error: unknown): FeedbackState | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) return "ALREADY_GIVEN";
  if (error.status === 410) return "EXPIRED";
  if (error.status === 404) return "NOT_FOUND";
  return null;
}
