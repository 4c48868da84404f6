import { claimSubmitResponseSchema } from "@hitch/contract/claims/submit";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { claimIdParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { requireClaimScope } from "../../auth/session.ts";
import { submitClaim, submitView } from "./submit-service.ts";

/**
 * PUT /claims/{claimId}: files the claim (no body). 422 VALIDATION_FAILED lists what its step list
 * still lacks as `<step>.<field>` paths; a repeat answers 200 with the same submission.
 */
export const claimSubmitRoutes: RouteModule = (app, ctx) => {
  app.put(`${PUBLIC_PREFIX}/claims/:claimId`, {
    schema: {
      tags: ["claims"],
      params: claimIdParamsSchema,
      response: { 200: claimSubmitResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
    },
    handler: async (request) => {
      const { claimId } = request.params;
      requireClaimScope(request, claimId);
      const { claim } = await submitClaim(ctx, claimId);
      return submitView(claim);
    },
  });
};
