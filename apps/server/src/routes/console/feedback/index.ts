import { errorBodySchema } from "@hitch/contract/common/errors";
import { feedbackListQuerySchema, feedbackPageSchema } from "@hitch/contract/console/feedback";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService, visibleServiceIds } from "../../../auth/operator-scope.ts";
import { listFeedback } from "../../../modules/reports/public.ts";

/** The customers' ratings and comments, newest first, a page at a time, narrowed by service and stars. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/feedback`, {
    schema: {
      tags: ["console"],
      querystring: feedbackListQuerySchema,
      response: { 200: feedbackPageSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const { serviceId, stars } = request.query;
      if (serviceId !== undefined) requireService(request, serviceId, "read");
      const serviceIds = serviceId !== undefined ? [serviceId] : visibleServiceIds(request);
      return listFeedback(ctx.db, { serviceIds, stars }, request.query);
    },
  });
};
