import { claimSchema } from "@hitch/contract/claims/claim";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { customerScopeOf } from "../../auth/customer-scope.ts";
import { notFound } from "../../http/http-error.ts";
import { loadClaimView } from "./service.ts";
import { claimOutcomeView } from "./outcome-view.ts";

export const claimRoutes: RouteModule = (app, { db }) => {
  app.get(`${PUBLIC_PREFIX}/claims/:id`, {
    config: { customerAccess: "outcome" },
    schema: { tags: ["claims"], params: idParamsSchema, response: { 200: claimSchema, 404: errorBodySchema } },
    handler: async (request) => {
      const view = await loadClaimView(db, request.params.id);
      if (!view) throw notFound();
      return customerScopeOf(request).phase === "open" ? view : claimOutcomeView(view);
    },
  });
};
