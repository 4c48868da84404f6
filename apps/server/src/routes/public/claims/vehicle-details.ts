import {
  claimVehicleDetailsRequestSchema,
  claimVehicleDetailsSchema,
  claimVehicleLookupQuerySchema,
} from "@hitch/contract/claims/vehicle-details";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { claimVehicleLookupResponseSchema } from "@hitch/contract/vehicles/lookup";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { notFound } from "../../../http/http-error.ts";
import {
  editClaim,
  findClaim,
  findEditableClaim,
  lookUpClaimVehicle,
  vehicleColumns,
  vehicleDetailsView,
} from "../../../modules/claims/public.ts";

/** The claim's vehicle step: look a plate up in the registry, then save the vehicle. */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const registry = ctx.vehicleRegistry;

  app.get(`${PUBLIC_PREFIX}/claims/:id/vehicle-details`, {
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      querystring: claimVehicleLookupQuerySchema,
      response: { 200: claimVehicleLookupResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const { id: claimId } = request.params;
      const claim = await findClaim(db, claimId);
      if (!claim) throw notFound();
      return lookUpClaimVehicle(db, registry, claim, request.query.licensePlate, (error) =>
        request.log.warn({ err: error }, "vehicle registry unavailable"),
      );
    },
  });

  app.post(`${PUBLIC_PREFIX}/claims/:id/vehicle-details`, {
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      body: claimVehicleDetailsRequestSchema,
      response: {
        200: claimVehicleDetailsSchema,
        400: errorBodySchema,
        404: errorBodySchema,
        409: errorBodySchema,
        503: errorBodySchema,
      },
    },
    handler: async (request) => {
      const { id: claimId } = request.params;
      const claim = await findEditableClaim(db, claimId);
      const row = await editClaim(db, claimId, await vehicleColumns(db, registry, claim, request.body), ctx.now());
      return vehicleDetailsView(row);
    },
  });
};
