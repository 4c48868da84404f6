import { accidentDetailsRequestSchema, storedAccidentDetailsSchema } from "@hitch/contract/claims/accident-details";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { saveAccidentDetails } from "../../../modules/claims/public.ts";

/** The accident-details step: when and where, and the questions the incident asks. */
export const routes: RouteModule = (app, { db, now }) => {
  app.post(`${PUBLIC_PREFIX}/claims/:id/accident-details`, {
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      body: accidentDetailsRequestSchema,
      response: { 200: storedAccidentDetailsSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => saveAccidentDetails(db, request.params.id, request.body, now()),
  });
};
