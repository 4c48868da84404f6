import { claimSchema } from "@hitch/contract/claims/claim";
import { claimSubmitResponseSchema } from "@hitch/contract/claims/submit";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { customerScopeOf } from "../../../auth/customer-scope.ts";
import { notFound } from "../../../http/http-error.ts";
import { claimOutcomeView, loadClaimView, submitClaim, submitView } from "../../../modules/claims/public.ts";

/** The claim itself: read it (the outcome only, once it is filed), and file it. */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.get(`${PUBLIC_PREFIX}/claims/:id`, {
    config: { customerAccess: "outcome" },
    schema: { tags: ["claims"], params: idParamsSchema, response: { 200: claimSchema, 404: errorBodySchema } },
    handler: async (request) => {
      const view = await loadClaimView(db, ctx.config, request.params.id);
      if (!view) throw notFound();
      return customerScopeOf(request).phase === "open" ? view : claimOutcomeView(view);
    },
  });

  // Files the claim (no body). 422 VALIDATION_FAILED lists what its step list still lacks as
  // `<step>.<field>` paths; a repeat answers 200 with the same submission. A repeat (an answer lost
  // on the way) must still reach the filed claim's outcome.
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
