import { errorBodySchema } from "@hitch/contract/common/errors";
import { feedbackSummaryQuerySchema, feedbackSummarySchema } from "@hitch/contract/console/feedback";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService, visibleServiceIds } from "../../../auth/operator-scope.ts";
import { summariseFeedback } from "../../../modules/reports/public.ts";

/** Average and distribution of the ratings per service, and the weekly trend of count and average. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/feedback/summary`, {
    schema: {
      tags: ["console"],
      querystring: feedbackSummaryQuerySchema,
      response: { 200: feedbackSummarySchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const { serviceId } = request.query;
      if (serviceId !== undefined) requireService(request, serviceId, "read");
      const serviceIds = serviceId !== undefined ? [serviceId] : visibleServiceIds(request);
      return summariseFeedback(ctx.db, { serviceIds }, request.query, ctx.now());
    },
  });
};
