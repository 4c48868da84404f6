import { claimSubmitResponseSchema } from "@hitch/contract/claims/submit";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { submitClaim, submitView } from "./submit-service.ts";

/**
 * PUT /claims/{id}: files the claim (no body). 422 VALIDATION_FAILED lists what its step list
 * still lacks as `<step>.<field>` paths; a repeat answers 200 with the same submission.
 */
export const claimSubmitRoutes: RouteModule = (app, ctx) => {
  // A repeat (an answer lost on the way) must still reach the filed claim's outcome.
  app.put(`${PUBLIC_PREFIX}/claims/:id`, {
    config: { customerAccess: "outcome" },
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      response: { 200: claimSubmitResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
    },
    handler: async (request) => {
      const { id: claimId } = request.params;
      const { claim } = await submitClaim(ctx, claimId);
      return submitView(ctx.config, claim);
    },
  });
};
