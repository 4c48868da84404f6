import type { CaseKind, FeedbackState } from "@hitch/contract/common/enums";
import type { FeedbackRequest } from "@hitch/contract/feedback/feedback";
import type { ServiceDetails } from "@hitch/contract/services/service";
import { isApiError } from "../../api/api-error.ts";
import { client, parsedBodyBeside } from "../../api/client.ts";

const link = (uuid: string, caseType: CaseKind) => ({ params: { path: { uuid }, query: { caseType } } });
// The schemas load beside the answers (parsedBodyBeside): the feedback page's own code builds none.
const feedbackContract = () => import("@hitch/contract/feedback/feedback");

/** PUT /feedback/{uuid}/validate: the link's state; an unknown (404) or malformed (400) link is NOT_FOUND. */
export async function validateFeedback(uuid: string, caseType: CaseKind): Promise<FeedbackState> {
  try {
    const answer = await parsedBodyBeside(
      async () => (await feedbackContract()).feedbackValidationResponseSchema,
      client.PUT("/feedback/{uuid}/validate", link(uuid, caseType)),
    );
    return answer.state;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return "NOT_FOUND";
    throw error;
  }
}

export async function submitFeedback(uuid: string, caseType: CaseKind, body: FeedbackRequest): Promise<void> {
  await parsedBodyBeside(
    async () => (await feedbackContract()).feedbackSubmitResponseSchema,
    client.PUT("/feedback/{uuid}", { ...link(uuid, caseType), body }),
  );
}

export const loadFeedbackService = (uuid: string, caseType: CaseKind): Promise<ServiceDetails> =>
  parsedBodyBeside(
    async () => (await import("@hitch/contract/services/service")).serviceDetailsSchema,
    client.GET("/feedbacks/{uuid}/service-theme", link(uuid, caseType)),
  );

/** What a refused submission means for the page: the link's new state, or null for a plain failure. */
export function refusedState(error: unknown): FeedbackState | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) return "ALREADY_GIVEN";
  if (error.status === 410) return "EXPIRED";
  if (error.status === 404) return "NOT_FOUND";
  return null;
}
