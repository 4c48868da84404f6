import {
  communicationPreferenceRequestSchema,
  communicationPreferenceResponseSchema as communicationResponseSchema,
} from "@hitch/contract/claims/communication-preference";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { editClaim } from "../../../modules/claims/public.ts";

/** The communication step: at least one of EMAIL and SMS (the contract refuses none and repeats). */
export const routes: RouteModule = (app, { db, now }) => {
  app.post(`${PUBLIC_PREFIX}/claims/:id/communication-preference`, {
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      body: communicationPreferenceRequestSchema,
      response: { 200: communicationResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      // Stored in a fixed order so the claim reads the same however the app listed them.
      const chosen = (["EMAIL", "SMS"] as const).filter((c) => request.body.communicationPreferences.includes(c));
      const row = await editClaim(db, id, { communicationPreferences: chosen }, now());
      return { communicationPreferences: row.communicationPreferences ?? [] };
    },
  });
};
