import { claimSchema } from "@hitch/contract/claims/claim";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { serviceOfRecord } from "../../../modules/api-keys/public.ts";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, requireAdminService } from "../../../auth/admin-key.ts";
import { notFound } from "../../../http/http-error.ts";
import { loadClaimView } from "../../../modules/claims/public.ts";

/**
 * Operator API: a claim with everything the customer entered. Once a claim is filed its customer session
 * sees only the outcome, so this is where a claims handler (and the tests) read what was saved.
 */
export const routes: RouteModule = (app, ctx) => {
  const { db, config } = ctx;
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));

  app.get(`${ADMIN_PREFIX}/claims/:id`, {
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      params: idParamsSchema,
      response: { 200: claimSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      requireAdminService(request, await serviceOfRecord.claim(db, request.params.id));
      const view = await loadClaimView(db, config, request.params.id);
      if (!view) throw notFound();
      return view;
    },
  });
};
