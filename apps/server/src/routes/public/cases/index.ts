import { caseProgressSchema, caseQuerySchema } from "@hitch/contract/cases/case-progress";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { requireCustomerSession } from "../../../auth/customer-scope.ts";
import { notFound } from "../../../http/http-error.ts";
import { caseProgressOf, findCaseFor } from "../../../modules/cases/public.ts";

/**
 * The customer's case status page. GET /cases answers only the holder of the claim's or request's
 * session (a claim or assistance link, or a status-page link from a case notification); anyone else,
 * and a claim or request without a case yet, gets 404 ('Case not found').
 */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.get(`${PUBLIC_PREFIX}/cases`, {
    schema: {
      tags: ["cases"],
      querystring: caseQuerySchema,
      response: { 200: caseProgressSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { claimId, assistanceId } = request.query;
      const [kind, id] =
        claimId !== undefined ? (["claim", claimId] as const) : (["assistance", assistanceId!] as const);
      await requireCustomerSession(ctx, request, reply, kind, id, "outcome");
      const row = await findCaseFor(db, kind, id);
      if (!row) throw notFound();
      return caseProgressOf(db, row);
    },
  });
};
