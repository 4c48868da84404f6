import { assistanceRequestSchema } from "@hitch/contract/assistance/assistance-request";
import { assistanceVehicleRequestSchema } from "@hitch/contract/assistance/vehicle";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { saveAssistanceStep, vehicleStepValues } from "../../../modules/assistance/public.ts";

const responses = { 200: assistanceRequestSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * The vehicle step's save. Like every step's PATCH it needs the request's session, takes the contract's
 * body (unknown fields refused), works only while the request is a DRAFT and answers the whole request.
 */
export const routes: RouteModule = (app, ctx) => {
  const { db, now } = ctx;
  const registry = ctx.vehicleRegistry;
  app.patch(`${PUBLIC_PREFIX}/assistance-request/:id/vehicle`, {
    schema: { tags: ["assistance"], params: idParamsSchema, body: assistanceVehicleRequestSchema, response: responses },
    handler: async (request) => {
      const { id } = request.params;
      const values = await vehicleStepValues(db, registry, id, request.body, (error) =>
        request.log.warn({ err: error }, "vehicle registry unavailable"),
      );
      return saveAssistanceStep(db, id, values, now());
    },
  });
};
