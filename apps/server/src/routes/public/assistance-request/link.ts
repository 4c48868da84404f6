import { errorBodySchema } from "@hitch/contract/common/errors";
import { createLinkRequestSchema, createLinkResponseSchema } from "@hitch/contract/links/create-link";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, adminServiceScope } from "../../../auth/admin-key.ts";
import { createOperatorLink } from "../../../modules/links/public.ts";

/**
 * Operator link creation for an assistance request. It lives under the public prefix (the path the web
 * app's partner pages share) but needs an API key: the platform key, or a service key for its own service.
 */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));

  app.post(`${PUBLIC_PREFIX}/assistance-request/link`, {
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      body: createLinkRequestSchema,
      response: { 201: createLinkResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createOperatorLink(ctx, "ASSISTANCE", request.body, adminServiceScope(request))),
  });
};
