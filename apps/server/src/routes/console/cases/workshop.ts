import { attachWorkshopRequestSchema } from "@hitch/contract/admin/cases";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { consoleCaseDetailSchema, consoleCaseParamsSchema } from "@hitch/contract/console/cases";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { attachWorkshopAsOperator, serviceOfCase } from "../../../modules/console-claims/public.ts";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Attaches one of the service's workshops to the case; the customer is notified, the change audited. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.post(`${CONSOLE_PREFIX}/cases/:caseId/workshop`, {
    schema: {
      tags: ["console"],
      params: consoleCaseParamsSchema,
      body: attachWorkshopRequestSchema,
      response: { 200: consoleCaseDetailSchema, ...errors },
    },
    handler: async (request) => {
      const { caseId } = request.params;
      const operator = requireService(request, await serviceOfCase(ctx.db, caseId), "write");
      return attachWorkshopAsOperator(ctx, caseId, request.body, operator);
    },
  });
};
