import { caseLinkParamsSchema, caseLinkResponseSchema } from "@hitch/contract/cases/case-link";
import { caseProgressSchema, caseQuerySchema } from "@hitch/contract/cases/case-progress";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { eq } from "drizzle-orm";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { requireCustomerSession } from "../../auth/customer-scope.ts";
import { setCustomerSession } from "../../auth/session.ts";
import { cases } from "../../db/schema/cases.ts";
import { notFound } from "../../http/http-error.ts";
import { validateCaseLink } from "./case-links.ts";
import { caseProgressOf } from "./case-view.ts";

/**
 * The customer's case status page. GET /cases answers only the holder of the claim's or request's
 * session (a claim or assistance link, or a status-page link from a case notification); anyone else,
 * and a claim or request without a case yet, gets 404 ('Case not found').
 */
export const casePublicRoutes: RouteModule = (app, ctx) => {
  const { db, config, now } = ctx;
  app.get(`${PUBLIC_PREFIX}/cases`, {
    schema: {
      tags: ["cases"],
      querystring: caseQuerySchema,
      response: { 200: caseProgressSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { claimId, assistanceId } = request.query;
      if (claimId !== undefined) await requireCustomerSession(ctx, request, reply, "claim", claimId, "outcome");
      else await requireCustomerSession(ctx, request, reply, "assistance", assistanceId!, "outcome");
      const where = claimId !== undefined ? eq(cases.claimId, claimId) : eq(cases.assistanceRequestId, assistanceId!);
      const [row] = await db.select().from(cases).where(where).limit(1);
      if (!row) throw notFound();
      return caseProgressOf(db, row);
    },
  });

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
