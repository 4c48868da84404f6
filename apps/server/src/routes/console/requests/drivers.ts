import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { driverCandidatesSchema } from "@hitch/contract/console/request-actions";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { serviceOfRequest } from "../../../modules/console/public.ts";
import { driversNearRequest } from "../../../modules/dispatch/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The free drivers an operator may give the request to, nearest first with their distance. */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/requests/:id/drivers`, {
    schema: { tags: ["console"], params: idParamsSchema, response: { 200: driverCandidatesSchema, ...errors } },
    handler: async (request) => {
      requireService(request, await serviceOfRequest(ctx.db, request.params.id), "read");
      return driversNearRequest(ctx.dispatch, request.params.id);
    },
  });
};
