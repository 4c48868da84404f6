import { assistanceRequestSchema } from "@hitch/contract/assistance/assistance-request";
import { assistanceLocationRequestSchema } from "@hitch/contract/assistance/location";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { saveAssistanceStep } from "../../../modules/assistance/public.ts";

const responses = { 200: assistanceRequestSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The location step's save. A new point makes an old address (an operator's, or the last pin's) wrong: it goes with the point. */
export const routes: RouteModule = (app, { db, now }) => {
  app.patch(`${PUBLIC_PREFIX}/assistance-request/:id/location`, {
    schema: {
      tags: ["assistance"],
      params: idParamsSchema,
      body: assistanceLocationRequestSchema,
      response: responses,
    },
    handler: async (request) => {
      const body = request.body;
      return saveAssistanceStep(
        db,
        request.params.id,
        { latitude: body.latitude, longitude: body.longitude, address: body.address || null },
        now(),
      );
    },
  });
};
