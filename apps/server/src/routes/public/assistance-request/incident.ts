import { assistanceRequestSchema } from "@hitch/contract/assistance/assistance-request";
import { assistanceIncidentRequestSchema } from "@hitch/contract/assistance/incident";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { saveAssistanceStep } from "../../../modules/assistance/public.ts";

const responses = { 200: assistanceRequestSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The incident step's save; answers the whole request as GET does. */
export const routes: RouteModule = (app, { db, now }) => {
  app.patch(`${PUBLIC_PREFIX}/assistance-request/:id/incident`, {
    schema: {
      tags: ["assistance"],
      params: idParamsSchema,
      body: assistanceIncidentRequestSchema,
      response: responses,
    },
    handler: async (request) => {
      const body = request.body;
      return saveAssistanceStep(db, request.params.id, { incidentType: body.incidentType }, now());
    },
  });
};
