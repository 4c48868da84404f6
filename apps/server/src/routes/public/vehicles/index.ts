import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  vehicleLookupParamsSchema,
  vehicleLookupQuerySchema,
  vehicleLookupResponseSchema,
} from "@hitch/contract/vehicles/lookup";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { requireCustomerSession } from "../../../auth/customer-scope.ts";
import { SESSION_COOKIE } from "../../../auth/session.ts";
import { notFound } from "../../../http/http-error.ts";
import { findAssistanceRequest } from "../../../modules/assistance/public.ts";
import { lookUpVehicle } from "../../../modules/vehicles/public.ts";

const LOOKUPS_PER_MINUTE = 60;

/** The vehicle screen's lookup: the vehicle behind a plate and whether the request's service insures it today. */
export const routes: RouteModule = (app, ctx) => {
  const registry = ctx.vehicleRegistry;
  app.get(`${PUBLIC_PREFIX}/vehicles/:licensePlate`, {
    // A link holder could otherwise walk through plates collecting VINs; a person types a few.
    config: {
      rateLimit: {
        max: LOOKUPS_PER_MINUTE,
        timeWindow: "1 minute",
        keyGenerator: (r) => r.cookies[SESSION_COOKIE] ?? r.ip,
      },
    },
    schema: {
      tags: ["assistance"],
      params: vehicleLookupParamsSchema,
      querystring: vehicleLookupQuerySchema,
      response: { 200: vehicleLookupResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      await requireCustomerSession(ctx, request, reply, "assistance", request.query.requestId, "open");
      const row = await findAssistanceRequest(ctx.db, request.query.requestId);
      if (!row) throw notFound();
      return lookUpVehicle(ctx.db, registry, row, request.params.licensePlate, (error) =>
        request.log.warn({ err: error }, "vehicle registry unavailable"),
      );
    },
  });
};
