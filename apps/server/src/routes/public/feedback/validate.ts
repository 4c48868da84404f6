import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  feedbackCaseTypeQuerySchema,
  feedbackUuidParamsSchema,
  feedbackValidationResponseSchema,
} from "@hitch/contract/feedback/feedback";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { findInvitation, stateOf } from "../../../modules/feedback/public.ts";

/** The feedback page's first call: whether the invitation can still be answered. No session: the uuid is the key. */
export const routes: RouteModule = (app, { db, now }) => {
  app.put(`${PUBLIC_PREFIX}/feedback/:uuid/validate`, {
    schema: {
      tags: ["feedback"],
      params: feedbackUuidParamsSchema,
      querystring: feedbackCaseTypeQuerySchema,
      response: { 200: feedbackValidationResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const row = await findInvitation(db, request.params.uuid, request.query.caseType);
      return { state: stateOf(row, now()) };
    },
  });
};
