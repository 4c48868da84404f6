import { errorBodySchema } from "@hitch/contract/common/errors";
import { linkCodeParamsSchema, linkValidationResponseSchema } from "@hitch/contract/links/validate-link";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { setCustomerSession } from "../../../auth/session.ts";
import { validateLink } from "../../../modules/links/public.ts";

/** Customer entry: validating an assistance link, which opens the request's session. */
export const routes: RouteModule = (app, ctx) => {
  const { config } = ctx;
  app.get(`${PUBLIC_PREFIX}/assistance-request-link/:code`, {
    config: { rateLimit: { max: config.rateLimits.linkValidationPerMinute, timeWindow: "1 minute" } },
    schema: {
      tags: ["assistance"],
      params: linkCodeParamsSchema,
      response: { 200: linkValidationResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { body, session, sessionExpiresAt } = await validateLink(ctx, "ASSISTANCE", request.params.code);
      if (session) setCustomerSession(reply, config, session, sessionExpiresAt!, ctx.now());
      return body;
    },
  });
};
