import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverPushKeySchema, driverPushSubscriptionSchema } from "@hitch/contract/dispatch/driver-app";
import { DRIVER_PREFIX, type RouteModule } from "../../../app-context.ts";
import { readDriverSessionId } from "../../../auth/driver-session.ts";
import { HttpError } from "../../../http/http-error.ts";
import { removeSubscription, saveSubscription } from "../../../modules/driver-alerts/public.ts";
import { authenticatedDriver, driverTokenGuard } from "../../../modules/drivers/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema };
const path = `${DRIVER_PREFIX}/push-subscription`;

/**
 * This phone's Web Push subscription: the key to subscribe with, then the subscription itself, kept for the
 * phone's session (revoking the session removes it). Offers then reach the phone with the app closed.
 */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", driverTokenGuard(ctx.db, ctx.now));

  app.get(path, {
    schema: { tags: ["driver"], response: { 200: driverPushKeySchema, ...errors } },
    handler: async () => ({ publicKey: ctx.config.driverAlerts.vapid.publicKey }),
  });

  app.put(path, {
    schema: { tags: ["driver"], body: driverPushSubscriptionSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      // The server will POST to this URL: a real push service is https, never a plain address inside the network.
      if (!request.body.endpoint.startsWith("https://") && !ctx.config.driverAlerts.httpEndpoints)
        throw new HttpError(400, "PUSH_ENDPOINT_NOT_HTTPS");
      // A bearer token speaks for the driver alone, whatever cookie comes with it.
      const sessionId = request.headers.authorization ? null : readDriverSessionId(request);
      await saveSubscription(ctx.db, authenticatedDriver(request).id, sessionId, request.body);
      return reply.status(204).send(null);
    },
  });

  app.delete(path, {
    schema: {
      tags: ["driver"],
      body: driverPushSubscriptionSchema.pick({ endpoint: true }),
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await removeSubscription(ctx.db, authenticatedDriver(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  });
};
