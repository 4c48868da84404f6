import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverFinishResponseSchema, driverJobParamsSchema } from "@hitch/contract/dispatch/driver-api";
import { driverFinishRequestSchema } from "@hitch/contract/dispatch/driver-app";
import { DRIVER_PREFIX, type RouteModule } from "../../../app-context.ts";
import { finishJob } from "../../../modules/dispatch/public.ts";
import {
  authenticatedDriver,
  driverTokenGuard,
  idempotencyKeyOf,
  onceForDriver,
} from "../../../modules/drivers/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The driver is done: the job and the request end FINISHED, at the tap's time. An Idempotency-Key sent again answers the same. */
export const routes: RouteModule = (app, ctx) => {
  const rt = ctx.dispatch;
  app.addHook("onRequest", driverTokenGuard(ctx.db));

  app.post(`${DRIVER_PREFIX}/jobs/:assistanceRequestId/finish`, {
    schema: {
      tags: ["driver"],
      security: [{ apiKey: [] }],
      params: driverJobParamsSchema,
      body: driverFinishRequestSchema,
      response: { 200: driverFinishResponseSchema, ...errors },
    },
    handler: async (request) => {
      const driverId = authenticatedDriver(request).id;
      await onceForDriver(ctx.db, driverId, idempotencyKeyOf(request.headers), () =>
        finishJob(rt, driverId, request.params.assistanceRequestId, request.body?.tappedAt),
      );
      return { id: request.params.assistanceRequestId, status: "FINISHED" as const };
    },
  });
};
