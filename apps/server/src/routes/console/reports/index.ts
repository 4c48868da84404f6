import { errorBodySchema } from "@hitch/contract/common/errors";
import { reportQuerySchema, serviceReportSchema } from "@hitch/contract/console/reports";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { notFound } from "../../../http/http-error.ts";
import { serviceReport } from "../../../modules/reports/public.ts";
import { findServiceById } from "../../../modules/services/public.ts";

/** One service's figures for a period: requests, times to accept and arrival, time-outs, cancels, claims. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/reports`, {
    schema: {
      tags: ["console"],
      querystring: reportQuerySchema,
      response: { 200: serviceReportSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      requireService(request, request.query.serviceId, "read");
      const service = await findServiceById(ctx.db, request.query.serviceId);
      if (!service) throw notFound();
      return serviceReport(ctx.db, service, request.query);
    },
  });
};
