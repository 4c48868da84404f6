import {
  communicationPreferenceRequestSchema,
  communicationPreferenceResponseSchema as communicationResponseSchema,
} from "@hitch/contract/claims/communication-preference";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { saveCommunicationPreferences } from "../../../modules/claims/public.ts";

/** The communication step: at least one of EMAIL and SMS (the contract refuses none and repeats); EMAIL needs an address. */
export const routes: RouteModule = (app, { db, now }) => {
  app.post(`${PUBLIC_PREFIX}/claims/:id/communication-preference`, {
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      body: communicationPreferenceRequestSchema,
      response: { 200: communicationResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => ({
      communicationPreferences: await saveCommunicationPreferences(
        db,
        request.params.id,
        request.body.communicationPreferences,
        now(),
      ),
    }),
  });
};
