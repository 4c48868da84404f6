import { assistanceCancelResponseSchema } from "@hitch/contract/assistance/submit";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { cancelRequest } from "../../../modules/dispatch/public.ts";

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The customer calls the tow truck off. */
export const routes: RouteModule = (app, ctx) => {
  const rt = ctx.dispatch;
  // Also after the end, where cancelling answers 409 CONFLICT as before and changes nothing.
  app.post(`${PUBLIC_PREFIX}/assistance-request/:id/cancel`, {
    config: { customerAccess: "outcome" },
    schema: {
      tags: ["assistance"],
      params: idParamsSchema,
      response: { 200: assistanceCancelResponseSchema, ...errors },
    },
    handler: async (request) => {
      return cancelRequest(rt, request.params.id);
    },
  });
};
