import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { feedbackCsvQuerySchema } from "@hitch/contract/console/feedback";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService, visibleServiceIds } from "../../../auth/operator-scope.ts";
import { feedbackCsv } from "../../../modules/reports/public.ts";

/** The ratings and comments that match the screen's filter, as a CSV download. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/feedback/csv`, {
    schema: {
      tags: ["console"],
      querystring: feedbackCsvQuerySchema,
      produces: ["text/csv"],
      response: { 200: z.string(), 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { serviceId, stars } = request.query;
      if (serviceId !== undefined) requireService(request, serviceId, "read");
      const serviceIds = serviceId !== undefined ? [serviceId] : visibleServiceIds(request);
      const csv = await feedbackCsv(ctx.db, { serviceIds, stars });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="feedback.csv"')
        .header("cache-control", "no-store")
        .send(csv);
    },
  });
};
