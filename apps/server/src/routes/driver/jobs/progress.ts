import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverJobParamsSchema } from "@hitch/contract/dispatch/driver-api";
import { driverProgressRequestSchema, driverProgressResponseSchema } from "@hitch/contract/dispatch/driver-app";
import { DRIVER_PREFIX, type RouteModule } from "../../../app-context.ts";
import { reportProgress } from "../../../modules/dispatch/public.ts";
import {
  authenticatedDriver,
  driverTokenGuard,
  idempotencyKeyOf,
  onceForDriver,
} from "../../../modules/drivers/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The driver on a job reports the next step: on the way, arrived, towing or fixed on site (Idempotency-Key honoured). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", driverTokenGuard(ctx.db, ctx.now));

  app.post(`${DRIVER_PREFIX}/jobs/:assistanceRequestId/progress`, {
    schema: {
      tags: ["driver"],
      params: driverJobParamsSchema,
      body: driverProgressRequestSchema,
      response: { 200: driverProgressResponseSchema, ...errors },
    },
    handler: async (request) => {
      const driverId = authenticatedDriver(request).id;
      const { assistanceRequestId } = request.params;
      const step = request.body.progress;
      await onceForDriver(ctx.db, driverId, idempotencyKeyOf(request.headers), () =>
        reportProgress(ctx.dispatch, driverId, assistanceRequestId, step, request.body.tappedAt),
      );
      return { progress: step };
    },
  });
};
