import { claimUuidQuerySchema } from "@hitch/contract/claims/service-notification";
import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  claimFeedbackResponseSchema,
  feedbackCaseTypeQuerySchema,
  feedbackRequestSchema,
  feedbackSubmitResponseSchema,
  feedbackUuidParamsSchema,
} from "@hitch/contract/feedback/feedback";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { claimFeedbackUuid, sessionClaimByUuid } from "../../../modules/claims/public.ts";
import { giveFeedback } from "../../../modules/feedback/public.ts";

/**
 * Feedback: the claim-received page asks for its claim's feedback link (claim session); the feedback
 * page sends the answer with no session: the uuid in the link is the key (only its hash is stored), and the link's caseType
 * must match the invitation's kind.
 */
export const routes: RouteModule = (app, ctx) => {
  const { db, config, now } = ctx;
  app.get(`${PUBLIC_PREFIX}/feedback`, {
    schema: {
      tags: ["claims"],
      querystring: claimUuidQuerySchema,
      response: { 200: claimFeedbackResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request, reply) => {
      const claim = await sessionClaimByUuid(ctx, request, reply, request.query.claimUuid);
      return { uuid: await claimFeedbackUuid(db, config, claim.id, now()) };
    },
  });

  app.put(`${PUBLIC_PREFIX}/feedback/:uuid`, {
    schema: {
      tags: ["feedback"],
      params: feedbackUuidParamsSchema,
      querystring: feedbackCaseTypeQuerySchema,
      body: feedbackRequestSchema,
      response: {
        200: feedbackSubmitResponseSchema,
        400: errorBodySchema,
        404: errorBodySchema,
        409: errorBodySchema,
        410: errorBodySchema,
      },
    },
    handler: async (request) => {
      await giveFeedback(db, request.params.uuid, request.query.caseType, request.body, now());
      return { state: "ALREADY_GIVEN" as const };
    },
  });
};
