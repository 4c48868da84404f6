import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  consoleVehicleParamsSchema,
  consoleVehicleQuerySchema,
  consoleVehicleSchema,
} from "@hitch/contract/console/vehicles";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { searchVehicle } from "../../../modules/console/public.ts";

/** Search by plate: the vehicle and the asked service's insurance of it (only for that service's operators). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/vehicles/:plate`, {
    schema: {
      tags: ["console"],
      params: consoleVehicleParamsSchema,
      querystring: consoleVehicleQuerySchema,
      response: { 200: consoleVehicleSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      requireService(request, request.query.serviceId, "read");
      return searchVehicle(ctx.db, request.query.serviceId, request.params.plate, ctx.now());
    },
  });
};
