import {
  caseStepParamsSchema,
  completeCaseStepRequestSchema,
  setCaseEstimateRequestSchema,
} from "@hitch/contract/admin/cases";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { consoleCaseDetailSchema } from "@hitch/contract/console/cases";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import {
  completeStepAsOperator,
  serviceOfCase,
  setEstimateAsOperator,
} from "../../../modules/console-claims/public.ts";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Completes a case's step (now) or sets its estimate; the customer is notified, the change audited. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.post(`${CONSOLE_PREFIX}/cases/:caseId/steps/:step/complete`, {
    schema: {
      tags: ["console"],
      params: caseStepParamsSchema,
      body: completeCaseStepRequestSchema.omit({ completedAt: true }).nullish(),
      response: { 200: consoleCaseDetailSchema, ...errors },
    },
    handler: async (request) => {
      const { caseId, step } = request.params;
      const operator = requireService(request, await serviceOfCase(ctx.db, caseId), "write");
      return completeStepAsOperator(ctx, caseId, step, operator);
    },
  });

  app.post(`${CONSOLE_PREFIX}/cases/:caseId/steps/:step/estimate`, {
    schema: {
      tags: ["console"],
      params: caseStepParamsSchema,
      body: setCaseEstimateRequestSchema,
      response: { 200: consoleCaseDetailSchema, ...errors },
    },
    handler: async (request) => {
      const { caseId, step } = request.params;
      const operator = requireService(request, await serviceOfCase(ctx.db, caseId), "write");
      return setEstimateAsOperator(ctx, caseId, step, request.body, operator);
    },
  });
};
