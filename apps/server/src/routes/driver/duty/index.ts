import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverDutyRequestSchema, driverProfileSchema } from "@hitch/contract/dispatch/driver-app";
import { DRIVER_PREFIX, type RouteModule } from "../../../app-context.ts";
import { readDriverSessionId } from "../../../auth/driver-session.ts";
import { authenticatedDriver, driverTokenGuard, setDuty } from "../../../modules/drivers/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema };

/** On duty (offers come) with the shift's truck plate, or off duty (none come). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", driverTokenGuard(ctx.db, ctx.now));

  app.put(`${DRIVER_PREFIX}/duty`, {
    schema: { tags: ["driver"], body: driverDutyRequestSchema, response: { 200: driverProfileSchema, ...errors } },
    handler: async (request) =>
      setDuty(ctx.db, authenticatedDriver(request).id, request.body, ctx.now(), readDriverSessionId(request)),
  });
};
