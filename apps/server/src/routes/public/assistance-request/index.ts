import { assistanceRequestSchema } from "@hitch/contract/assistance/assistance-request";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { customerScopeOf } from "../../auth/customer-scope.ts";
import { notFound } from "../../http/http-error.ts";
import { loadAssistanceRequestView } from "./service.ts";
import { assistanceOutcomeView } from "./outcome-view.ts";

export const assistanceRoutes: RouteModule = (app, { db }) => {
  app.get(`${PUBLIC_PREFIX}/assistance-request/:id`, {
    config: { customerAccess: "outcome" },
    schema: {
      tags: ["assistance"],
      params: idParamsSchema,
      response: { 200: assistanceRequestSchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const view = await loadAssistanceRequestView(db, request.params.id);
      if (!view) throw notFound();
      return customerScopeOf(request).phase === "open" ? view : assistanceOutcomeView(view);
    },
  });
};
