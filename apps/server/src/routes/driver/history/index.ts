import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverHistoryQuerySchema, driverHistorySchema } from "@hitch/contract/dispatch/driver-app";
import { DRIVER_PREFIX, type RouteModule } from "../../../app-context.ts";
import { driverHistory } from "../../../modules/dispatch/public.ts";
import { authenticatedDriver, driverTokenGuard } from "../../../modules/drivers/public.ts";

/** The driver's jobs since a moment (the app asks for today's, from its local midnight). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", driverTokenGuard(ctx.db, ctx.now));

  app.get(`${DRIVER_PREFIX}/history`, {
    schema: {
      tags: ["driver"],
      querystring: driverHistoryQuerySchema,
      response: { 200: driverHistorySchema, 400: errorBodySchema, 401: errorBodySchema },
    },
    handler: async (request) => driverHistory(ctx.db, authenticatedDriver(request).id, new Date(request.query.since)),
  });
};
