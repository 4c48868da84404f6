import {
  adminCaseListQuerySchema,
  adminCaseListResponseSchema,
  adminCaseSchema,
  caseIdParamsSchema,
} from "@hitch/contract/admin/cases";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, requireAdminService } from "../../../auth/admin-key.ts";
import { HttpError, notFound } from "../../../http/http-error.ts";
import { adminCaseView, findCase, listServiceCases } from "../../../modules/cases/public.ts";
import { findServiceByAnyName } from "../../../modules/services/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const security = [{ apiKey: [] }];

/** Operator API for repair progress (Bearer ADMIN_API_KEY): list and read a service's cases. */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));

  app.get(`${ADMIN_PREFIX}/cases`, {
    schema: {
      tags: ["admin"],
      security,
      querystring: adminCaseListQuerySchema,
      response: { 200: adminCaseListResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { serviceName, ...filters } = request.query;
      const service = await findServiceByAnyName(db, serviceName);
      if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
      requireAdminService(request, service.id);
      const rows = await listServiceCases(db, service.id, filters);
      return Promise.all(rows.map((row) => adminCaseView(db, row)));
    },
  });

  app.get(`${ADMIN_PREFIX}/cases/:caseId`, {
    schema: { tags: ["admin"], security, params: caseIdParamsSchema, response: { 200: adminCaseSchema, ...errors } },
    handler: async (request) => {
      const row = await findCase(db, request.params.caseId);
      if (!row) throw notFound();
      requireAdminService(request, row.serviceId);
      return adminCaseView(db, row);
    },
  });
};
