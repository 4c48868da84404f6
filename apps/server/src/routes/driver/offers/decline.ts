import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverDeclineRequestSchema, offerIdParamsSchema } from "@hitch/contract/dispatch/driver-api";
import { DRIVER_PREFIX, type RouteModule } from "../../../app-context.ts";
import { declineOffer } from "../../../modules/dispatch/public.ts";
import { authenticatedDriver, driverTokenGuard } from "../../../modules/drivers/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** A driver turns an offer down. */
export const routes: RouteModule = (app, ctx) => {
  const rt = ctx.dispatch;
  app.addHook("onRequest", driverTokenGuard(ctx.db));

  app.post(`${DRIVER_PREFIX}/offers/:offerId/decline`, {
    schema: {
      tags: ["driver"],
      security: [{ apiKey: [] }],
      params: offerIdParamsSchema,
      body: driverDeclineRequestSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await declineOffer(rt, authenticatedDriver(request).id, request.params.offerId, request.body?.reason);
      return reply.status(204).send(null);
    },
  });
};
