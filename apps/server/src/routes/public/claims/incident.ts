import { claimSchema } from "@hitch/contract/claims/claim";
import { claimIncidentRequestSchema } from "@hitch/contract/claims/incident";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { notFound } from "../../../http/http-error.ts";
import { loadClaimView, saveIncident } from "../../../modules/claims/public.ts";

/** The incident step. Answers the whole claim, since choosing theft also clears other slices. */
export const routes: RouteModule = (app, ctx) => {
  const storage = ctx.storage;
  app.post(`${PUBLIC_PREFIX}/claims/:id/incident`, {
    schema: {
      tags: ["claims"],
      params: idParamsSchema,
      body: claimIncidentRequestSchema,
      response: { 200: claimSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      await saveIncident(ctx.db, storage, id, request.body.claimIncidentType, ctx.now());
      const view = await loadClaimView(ctx.db, ctx.config, id);
      if (!view) throw notFound();
      return view;
    },
  });
};
