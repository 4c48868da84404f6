import { assistanceSubmitResponseSchema } from "@hitch/contract/assistance/submit";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { submitAssistanceRequest } from "./submission.ts";

/** Submits the filled-in request and starts the search for a tow truck. */
export const assistanceSubmitRoutes: RouteModule = (app, { dispatch }) => {
  app.put(`${PUBLIC_PREFIX}/assistance-request/:id`, {
    schema: {
      tags: ["assistance"],
      params: idParamsSchema,
      response: {
        200: assistanceSubmitResponseSchema,
        400: errorBodySchema,
        404: errorBodySchema,
        409: errorBodySchema,
        422: errorBodySchema,
      },
    },
    handler: async (request) => submitAssistanceRequest(dispatch, request.params.id),
  });
};
