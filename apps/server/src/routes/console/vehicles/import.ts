import { z } from "zod";
import { vehicleImportResponseSchema } from "@hitch/contract/admin/vehicles-import";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { consoleVehicleImportQuerySchema } from "@hitch/contract/console/vehicles";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { importVehiclesAsOperator } from "../../../modules/console/public.ts";
import { IMPORT_BODY_LIMIT, acceptCsvBodies, importRowsOf } from "../../../modules/vehicles/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The Vehicles screen's CSV upload for one service: the operator API's import, with its per-row report (audited). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));
  acceptCsvBodies(app);

  app.post(`${CONSOLE_PREFIX}/vehicles/import`, {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags: ["console"],
      querystring: consoleVehicleImportQuerySchema,
      body: z.string().describe("text/csv with a header row of the import's column names"),
      response: { 200: vehicleImportResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { serviceId } = request.query;
      const operator = requireService(request, serviceId, "write");
      const rows = importRowsOf(request, request.body);
      return importVehiclesAsOperator(ctx.db, serviceId, rows, operator, ctx.now());
    },
  });
};
