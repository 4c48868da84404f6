import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { cancelRequestBodySchema, requestDetailSchema } from "@hitch/contract/console/request-detail";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { cancelAsOperator, serviceOfRequest } from "../../../modules/console/public.ts";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Cancels a request in progress with a reason from the short list (409 once it has ended), audited. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.post(`${CONSOLE_PREFIX}/requests/:id/cancel`, {
    schema: {
      tags: ["console"],
      params: idParamsSchema,
      body: cancelRequestBodySchema,
      response: { 200: requestDetailSchema, ...errors },
    },
    handler: async (request) => {
      const operator = requireService(request, await serviceOfRequest(ctx.db, request.params.id), "write");
      return cancelAsOperator(ctx.dispatch, request.params.id, request.body, operator);
    },
  });
};
