import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { assignDriverBodySchema } from "@hitch/contract/console/request-actions";
import { requestDetailSchema } from "@hitch/contract/console/request-detail";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { assignAsOperator, serviceOfRequest } from "../../../modules/console/public.ts";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * Gives the job to a driver the operator chose, through the dispatch engine (409 DRIVER_NOT_AVAILABLE,
 * REQUEST_ENDED), audited.
 */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.post(`${CONSOLE_PREFIX}/requests/:id/assign`, {
    schema: {
      tags: ["console"],
      params: idParamsSchema,
      body: assignDriverBodySchema,
      response: { 200: requestDetailSchema, ...errors },
    },
    handler: async (request) => {
      const operator = requireService(request, await serviceOfRequest(ctx.db, request.params.id), "write");
      return assignAsOperator(ctx.dispatch, request.params.id, request.body.driverId, operator);
    },
  });
};
