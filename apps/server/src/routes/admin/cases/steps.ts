import {
  adminCaseSchema,
  caseStepParamsSchema,
  completeCaseStepRequestSchema,
  setCaseEstimateRequestSchema,
} from "@hitch/contract/admin/cases";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { serviceOfRecord } from "../../../modules/api-keys/public.ts";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, requireAdminService } from "../../../auth/admin-key.ts";
import { adminCaseView, completeCaseStep, setCaseEstimate } from "../../../modules/cases/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const security = [{ apiKey: [] }];

/** Operator API: a case's repair steps: complete one, or set its estimate. Each change notifies the customer. */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));

  app.post(`${ADMIN_PREFIX}/cases/:caseId/steps/:step/complete`, {
    schema: {
      tags: ["admin"],
      security,
      params: caseStepParamsSchema,
      body: completeCaseStepRequestSchema.nullish(),
      response: { 200: adminCaseSchema, ...errors },
    },
    handler: async (request) => {
      requireAdminService(request, await serviceOfRecord.case(db, request.params.caseId));
      const at = request.body?.completedAt ? new Date(request.body.completedAt) : undefined;
      const row = await completeCaseStep(ctx, request.params.caseId, request.params.step, at);
      return adminCaseView(db, row);
    },
  });

  app.put(`${ADMIN_PREFIX}/cases/:caseId/steps/:step/estimate`, {
    schema: {
      tags: ["admin"],
      security,
      params: caseStepParamsSchema,
      body: setCaseEstimateRequestSchema,
      response: { 200: adminCaseSchema, ...errors },
    },
    handler: async (request) => {
      requireAdminService(request, await serviceOfRecord.case(db, request.params.caseId));
      const row = await setCaseEstimate(ctx, request.params.caseId, request.params.step, request.body);
      return adminCaseView(db, row);
    },
  });
};
