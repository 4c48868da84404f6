import { claimSchema } from "@hitch/contract/claims/claim";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { requireClaimScope } from "../../auth/session.ts";
import { notFound } from "../../http/http-error.ts";
import { loadClaimView } from "./service.ts";

export const claimRoutes: RouteModule = (app, { db }) => {
  app.get(`${PUBLIC_PREFIX}/claims/:id`, {
    schema: { tags: ["claims"], params: idParamsSchema, response: { 200: claimSchema, 404: errorBodySchema } },
    handler: async (request) => {
      requireClaimScope(request, request.params.id);
      const view = await loadClaimView(db, request.params.id);
      if (!view) throw notFound();
      return view;
    },
  });
};
