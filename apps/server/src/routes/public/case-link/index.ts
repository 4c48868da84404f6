import { caseLinkParamsSchema, caseLinkResponseSchema } from "@hitch/contract/cases/case-link";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { setCustomerSession } from "../../../auth/session.ts";
import { validateCaseLink } from "../../../modules/cases/public.ts";

/** A case status-page link (from a case notification): a valid one opens the claim's or request's session. */
export const routes: RouteModule = (app, { db, config, now }) => {
  app.get(`${PUBLIC_PREFIX}/case-link/:code`, {
    schema: {
      tags: ["cases"],
      params: caseLinkParamsSchema,
      response: { 200: caseLinkResponseSchema, 400: errorBodySchema },
    },
    config: { rateLimit: { max: config.rateLimits.linkValidationPerMinute, timeWindow: "1 minute" } },
    handler: async (request, reply) => {
      const { body, session, sessionExpiresAt } = await validateCaseLink(db, request.params.code, now());
      if (session) setCustomerSession(reply, config, session, sessionExpiresAt!, now());
      return body;
    },
  });
};
