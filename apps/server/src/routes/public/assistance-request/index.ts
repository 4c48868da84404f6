import { assistanceRequestSchema } from "@hitch/contract/assistance/assistance-request";
import { assistanceSubmitResponseSchema } from "@hitch/contract/assistance/submit";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { customerScopeOf } from "../../../auth/customer-scope.ts";
import { notFound } from "../../../http/http-error.ts";
import {
  assistanceOutcomeView,
  loadAssistanceRequestView,
  submitAssistanceRequest,
} from "../../../modules/assistance/public.ts";

/** The assistance request itself: read it (the outcome only, once it is filed), and submit it. */
export const routes: RouteModule = (app, { db, dispatch, outbox }) => {
  app.get(`${PUBLIC_PREFIX}/assistance-request/:id`, {
    config: { customerAccess: "outcome" },
    schema: {
      tags: ["assistance"],
      params: idParamsSchema,
      response: { 200: assistanceRequestSchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const view = await loadAssistanceRequestView(db, request.params.id);
      if (!view) throw notFound();
      return customerScopeOf(request).phase === "open" ? view : assistanceOutcomeView(view);
    },
  });

  // Submits the filled-in request and starts the search for a tow truck.
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
    handler: async (request) => submitAssistanceRequest(dispatch, outbox, request.params.id),
  });
};
