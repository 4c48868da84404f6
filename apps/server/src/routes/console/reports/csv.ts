import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { reportQuerySchema } from "@hitch/contract/console/reports";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { notFound } from "../../../http/http-error.ts";
import { reportCsv, serviceReport } from "../../../modules/reports/public.ts";
import { findServiceById } from "../../../modules/services/public.ts";

/** The report's figures as a CSV download (made here, so a spreadsheet gets exactly what the screen shows). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/reports/csv`, {
    schema: {
      tags: ["console"],
      querystring: reportQuerySchema,
      produces: ["text/csv"],
      response: { 200: z.string(), 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { serviceId, from, to } = request.query;
      requireService(request, serviceId, "read");
      const service = await findServiceById(ctx.db, serviceId);
      if (!service) throw notFound();
      const csv = reportCsv(await serviceReport(ctx.db, service, request.query));
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="report-${service.id}-${from}-${to}.csv"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  });
};
