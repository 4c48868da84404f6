import { revokeLinksResponseSchema } from "@hitch/contract/admin/link-revocation";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { serviceOfRecord } from "../../../modules/api-keys/public.ts";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, requireAdminService } from "../../../auth/admin-key.ts";
import { notFound } from "../../../http/http-error.ts";
import { revokeLinksOf } from "../../../modules/links/public.ts";

/**
 * Operator API: revoke the request's links. They stop opening and every session they opened ends at once,
 * a live job's tracking included.
 */
export const routes: RouteModule = (app, ctx) => {
  const { db, now, dispatch } = ctx;
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));

  app.post(`${ADMIN_PREFIX}/assistance-requests/:id/revoke-links`, {
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      params: idParamsSchema,
      response: { 200: revokeLinksResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      requireAdminService(request, await serviceOfRecord.assistanceRequest(db, request.params.id));
      const revokedLinks = await revokeLinksOf(db, "ASSISTANCE", request.params.id, now());
      if (revokedLinks === null) throw notFound();
      // Every instance forgets the sessions it remembers for this request (auth/session-state.ts).
      await dispatch.events.publish(request.params.id);
      return { revokedLinks };
    },
  });
};
