import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { requestDetailSchema } from "@hitch/contract/console/request-detail";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { redispatchAsOperator, serviceOfRequest } from "../../../modules/console/public.ts";

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Sends a timed-out request to dispatch again (409 REQUEST_NOT_TIMED_OUT otherwise), audited. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.post(`${CONSOLE_PREFIX}/requests/:id/redispatch`, {
    schema: { tags: ["console"], params: idParamsSchema, response: { 200: requestDetailSchema, ...errors } },
    handler: async (request) => {
      const operator = requireService(request, await serviceOfRequest(ctx.db, request.params.id), "write");
      return redispatchAsOperator(ctx.dispatch, request.params.id, operator);
    },
  });
};
