import { errorBodySchema } from "@hitch/contract/common/errors";
import { requestListQuerySchema, requestListSchema } from "@hitch/contract/console/request-list";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import {
  operatorGuard,
  requireService,
  visibleServiceIds,
  visibleTowingCompanyId,
} from "../../../auth/operator-scope.ts";
import { listRequests } from "../../../modules/console/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * The Requests screen: every request in every state, found by reference, phone or plate. An operator's are
 * their services' requests; a towing company's dispatcher's are the jobs its drivers were offered or held.
 */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/requests/search`, {
    config: { towingDispatcher: true },
    schema: { tags: ["console"], querystring: requestListQuerySchema, response: { 200: requestListSchema, ...errors } },
    handler: async (request) => {
      const towingCompanyId = visibleTowingCompanyId(request);
      const { serviceId } = request.query;
      if (serviceId !== undefined && towingCompanyId === null) requireService(request, serviceId, "read");
      return listRequests(ctx.db, request.query, { serviceIds: visibleServiceIds(request), towingCompanyId });
    },
  });
};
