import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  driverCurrentJobResponseSchema as currentJobSchema,
  offerIdParamsSchema,
} from "@hitch/contract/dispatch/driver-api";
import { DRIVER_PREFIX, type RouteModule } from "../../../app-context.ts";
import { acceptOffer, currentJobOf } from "../../../modules/dispatch/public.ts";
import { authenticatedDriver, driverTokenGuard } from "../../../modules/drivers/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** A driver takes an offer (the first accept wins) and gets the job. */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const rt = ctx.dispatch;
  app.addHook("onRequest", driverTokenGuard(db));

  app.post(`${DRIVER_PREFIX}/offers/:offerId/accept`, {
    schema: {
      tags: ["driver"],
      security: [{ apiKey: [] }],
      params: offerIdParamsSchema,
      response: { 200: currentJobSchema, ...errors },
    },
    handler: async (request) => {
      const { assistanceRequestId } = await acceptOffer(rt, authenticatedDriver(request).id, request.params.offerId);
      return currentJobOf(db, assistanceRequestId);
    },
  });
};
