import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverCurrentJobResponseSchema as currentJobSchema } from "@hitch/contract/dispatch/driver-api";
import { DRIVER_PREFIX, type RouteModule } from "../../../app-context.ts";
import { HttpError } from "../../../http/http-error.ts";
import { activeJobOf, currentJobOf } from "../../../modules/dispatch/public.ts";
import { authenticatedDriver, driverTokenGuard } from "../../../modules/drivers/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Our addition to the driver API: where the driver's current job is (a driver app restarting needs it). */
export const routes: RouteModule = (app, { db }) => {
  app.addHook("onRequest", driverTokenGuard(db));

  // Polled like the offers (the simulator asks every second): log it only when it fails.
  app.get(`${DRIVER_PREFIX}/job`, {
    logLevel: "warn",
    schema: { tags: ["driver"], security: [{ apiKey: [] }], response: { 200: currentJobSchema, ...errors } },
    handler: async (request) => {
      const requestId = await activeJobOf(db, authenticatedDriver(request).id);
      if (requestId === null) throw new HttpError(404, "NOT_FOUND");
      return currentJobOf(db, requestId);
    },
  });
};
