import { errorBodySchema } from "@hitch/contract/common/errors";
import { consoleOperatorSchema, operatorIdParams } from "@hitch/contract/console/operators";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, operatorOf, platformAdminGuard } from "../../../auth/operator-scope.ts";
import { setOperatorDisabled } from "../../../modules/operators/public.ts";

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Disables an operator: their sessions end at once and they cannot sign in (409 CANNOT_DISABLE_SELF for oneself). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));
  app.addHook("onRequest", platformAdminGuard());

  app.post(`${CONSOLE_PREFIX}/operators/:id/disable`, {
    schema: { tags: ["console"], params: operatorIdParams, response: { 200: consoleOperatorSchema, ...errors } },
    handler: async (request) => setOperatorDisabled(ctx, operatorOf(request), request.params.id, true),
  });
};
