import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  driverHandOverRequestSchema,
  driverJobParamsSchema,
  handOverResponseSchema,
} from "@hitch/contract/dispatch/driver-api";
import { DRIVER_PREFIX, type RouteModule } from "../../../app-context.ts";
import { offerHandOver } from "../../../modules/dispatch/public.ts";
import { authenticatedDriver, driverTokenGuard } from "../../../modules/drivers/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** A driver on a job asks to be relieved. */
export const routes: RouteModule = (app, ctx) => {
  const rt = ctx.dispatch;
  app.addHook("onRequest", driverTokenGuard(ctx.db));

  app.post(`${DRIVER_PREFIX}/jobs/:assistanceRequestId/hand-over`, {
    schema: {
      tags: ["driver"],
      security: [{ apiKey: [] }],
      params: driverJobParamsSchema,
      // Optionally name the colleague asked to take over; otherwise the nearest free drivers are asked.
      // The job stays this driver's until one of them accepts the offer.
      body: driverHandOverRequestSchema,
      response: { 202: handOverResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const offers = await offerHandOver(
        rt,
        request.params.assistanceRequestId,
        authenticatedDriver(request).id,
        request.body?.driverId,
      );
      return reply.status(202).send({ offers });
    },
  });
};
