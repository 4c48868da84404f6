import { errorBodySchema } from "@hitch/contract/common/errors";
import { createLinkRequestSchema, createLinkResponseSchema } from "@hitch/contract/links/create-link";
import { linkCodeParamsSchema, linkValidationResponseSchema } from "@hitch/contract/links/validate-link";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, adminServiceScope } from "../../../auth/admin-key.ts";
import { setCustomerSession } from "../../../auth/session.ts";
import { createOperatorLink, validateLink } from "../../../modules/links/public.ts";

/** Claim links: an operator creates one (the platform key or its service's key); the customer's validation opens the claim's session. */
export const routes: RouteModule = (app, ctx) => {
  const { config } = ctx;

  // Under the public prefix (the path the web app's partner pages share), but for operators only.
  app.post(`${PUBLIC_PREFIX}/claim-link`, {
    onRequest: adminKeyGuard(ctx, "service"),
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      body: createLinkRequestSchema,
      response: { 201: createLinkResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await createOperatorLink(ctx, "CLAIM", request.body, adminServiceScope(request))),
  });

  app.get(`${PUBLIC_PREFIX}/claim-link/:code`, {
    config: { rateLimit: { max: config.rateLimits.linkValidationPerMinute, timeWindow: "1 minute" } },
    schema: {
      tags: ["claims"],
      params: linkCodeParamsSchema,
      response: { 200: linkValidationResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { body, session, sessionExpiresAt } = await validateLink(ctx, "CLAIM", request.params.code);
      if (session) setCustomerSession(reply, config, session, sessionExpiresAt!, ctx.now());
      return body;
    },
  });
};
