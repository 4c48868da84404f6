import { adminCaseSchema, attachWorkshopRequestSchema, caseIdParamsSchema } from "@hitch/contract/admin/cases";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { serviceOfRecord } from "../../../modules/api-keys/public.ts";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, requireAdminService } from "../../../auth/admin-key.ts";
import { adminCaseView, attachCaseWorkshop } from "../../../modules/cases/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Operator API: attach the service's workshop that repairs the case; the customer is notified. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));

  app.put(`${ADMIN_PREFIX}/cases/:caseId/workshop`, {
    schema: {
      tags: ["admin"],
      security: [{ apiKey: [] }],
      params: caseIdParamsSchema,
      body: attachWorkshopRequestSchema,
      response: { 200: adminCaseSchema, ...errors },
    },
    handler: async (request) => {
      requireAdminService(request, await serviceOfRecord.case(ctx.db, request.params.caseId));
      const row = await attachCaseWorkshop(ctx, request.params.caseId, request.body);
      return adminCaseView(ctx.db, row);
    },
  });
};
