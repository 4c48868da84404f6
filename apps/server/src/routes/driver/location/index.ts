import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverLocationRequestSchema } from "@hitch/contract/dispatch/driver-api";
import { DRIVER_PREFIX, type RouteModule } from "../../../app-context.ts";
import { recordDriverLocation } from "../../../modules/dispatch/public.ts";
import {
  authenticatedDriver,
  driverTokenGuard,
  idempotencyKeyOf,
  onceForDriver,
} from "../../../modules/drivers/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The driver's position, reported as the truck moves (a queued one carries an Idempotency-Key). */
export const routes: RouteModule = (app, ctx) => {
  const rt = ctx.dispatch;
  app.addHook("onRequest", driverTokenGuard(ctx.db));

  // Driver apps report positions every few seconds: log those only when they fail.
  app.post(`${DRIVER_PREFIX}/location`, {
    logLevel: "warn",
    schema: {
      tags: ["driver"],
      security: [{ apiKey: [] }],
      body: driverLocationRequestSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      const driverId = authenticatedDriver(request).id;
      const key = idempotencyKeyOf(request.headers);
      await onceForDriver(ctx.db, driverId, key, () => recordDriverLocation(rt, driverId, request.body));
      return reply.status(204).send(null);
    },
  });
};
