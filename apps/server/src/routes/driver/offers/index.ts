import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverOffersResponseSchema } from "@hitch/contract/dispatch/driver-api";
import { DRIVER_PREFIX, type RouteModule } from "../../../app-context.ts";
import { listOpenOffers } from "../../../modules/dispatch/public.ts";
import { authenticatedDriver, driverTokenGuard } from "../../../modules/drivers/public.ts";

/** The tow-truck driver's open offers (driver token). */
export const routes: RouteModule = (app, ctx) => {
  const rt = ctx.dispatch;
  app.addHook("onRequest", driverTokenGuard(ctx.db));

  // Driver apps poll offers every few seconds: log those only when they fail.
  app.get(`${DRIVER_PREFIX}/offers`, {
    logLevel: "warn",
    schema: {
      tags: ["driver"],
      security: [{ apiKey: [] }],
      response: { 200: driverOffersResponseSchema, 401: errorBodySchema },
    },
    handler: async (request) => listOpenOffers(rt, authenticatedDriver(request).id),
  });
};
