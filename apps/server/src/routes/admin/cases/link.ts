import { caseIdParamsSchema } from "@hitch/contract/admin/cases";
import { adminCaseLinkResponseSchema } from "@hitch/contract/cases/case-link";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, requireAdminService } from "../../../auth/admin-key.ts";
import { notFound } from "../../../http/http-error.ts";
import { caseStatusUrl, findCase, issueCaseLinkWithExpiry } from "../../../modules/cases/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Operator API: a status-page link for the operator to hand over (a call, a chat); also how tests open the page. */
export const routes: RouteModule = (app, ctx) => {
  const { db, config, now } = ctx;
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));

  app.post(`${ADMIN_PREFIX}/cases/:caseId/link`, {
    schema: {
      tags: ["admin"],
      security: [{ apiKey: [] }],
      params: caseIdParamsSchema,
      response: { 201: adminCaseLinkResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const row = await findCase(db, request.params.caseId);
      if (!row) throw notFound();
      requireAdminService(request, row.serviceId);
      const { code, expiresAt } = await issueCaseLinkWithExpiry(db, config, row.id, now());
      reply.code(201);
      return { code, url: caseStatusUrl(config, code), expiresAt: expiresAt.toISOString() };
    },
  });
};
