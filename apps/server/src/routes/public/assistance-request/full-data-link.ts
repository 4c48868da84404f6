import { fullDataLinkRequestSchema } from "@hitch/contract/admin/full-data-link";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { createLinkResponseSchema } from "@hitch/contract/links/create-link";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, adminServiceScope } from "../../../auth/admin-key.ts";
import { createFullDataLink } from "../../../modules/links/public.ts";

/**
 * An operator pre-fills what the caller said on the phone; the customer's flow then starts
 * with those answers in place. The plate is stored unverified: the app looks it up again.
 */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));

  app.post(`${PUBLIC_PREFIX}/assistance-request/full-data-link`, {
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      body: fullDataLinkRequestSchema,
      response: { 201: createLinkResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createFullDataLink(ctx, request.body, adminServiceScope(request))),
  });
};
