import { assistanceRequestSchema } from "@hitch/contract/assistance/assistance-request";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { requireAssistanceScope } from "../../auth/session.ts";
import { notFound } from "../../http/http-error.ts";
import { loadAssistanceRequestView } from "./service.ts";

export const assistanceRoutes: RouteModule = (app, { db }) => {
  app.get(`${PUBLIC_PREFIX}/assistance-request/:id`, {
    schema: { tags: ["assistance"], params: idParamsSchema, response: { 200: assistanceRequestSchema, 404: errorBodySchema } },
    handler: async (request) => {
      requireAssistanceScope(request, request.params.id);
      const view = await loadAssistanceRequestView(db, request.params.id);
      if (!view) throw notFound();
      return view;
    },
  });
};
