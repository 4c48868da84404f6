import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverProfileSchema } from "@hitch/contract/dispatch/driver-app";
import { DRIVER_PREFIX, type RouteModule } from "../../../app-context.ts";
import { readDriverSessionId } from "../../../auth/driver-session.ts";
import { authenticatedDriver, driverProfile, driverTokenGuard } from "../../../modules/drivers/public.ts";

/** The signed-in driver: name, company, duty, the shift's truck and the current job. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", driverTokenGuard(ctx.db, ctx.now));

  app.get(`${DRIVER_PREFIX}/me`, {
    schema: { tags: ["driver"], response: { 200: driverProfileSchema, 401: errorBodySchema } },
    handler: async (request) => driverProfile(ctx.db, authenticatedDriver(request), readDriverSessionId(request)),
  });
};
