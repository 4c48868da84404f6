import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { claimFeedbackResponseSchema } from "@hitch/contract/feedback/feedback";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { assistanceFeedbackUuid } from "../../../modules/feedback/public.ts";

/** The finished-job screen asks for its job's feedback link, to offer the rating there and then. */
export const routes: RouteModule = (app, { db, config, now }) => {
  app.get(`${PUBLIC_PREFIX}/assistance-request/:id/feedback`, {
    config: { customerAccess: "outcome" },
    schema: {
      tags: ["assistance"],
      params: idParamsSchema,
      response: { 200: claimFeedbackResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => ({ uuid: await assistanceFeedbackUuid(db, config, request.params.id, now()) }),
  });
};
