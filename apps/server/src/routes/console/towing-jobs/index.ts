import { errorBodySchema } from "@hitch/contract/common/errors";
import { towingJobListSchema } from "@hitch/contract/console/towing-jobs";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, operatorOf } from "../../../auth/operator-scope.ts";
import { HttpError } from "../../../http/http-error.ts";
import { listCompanyJobs } from "../../../modules/towing/public.ts";

/**
 * The jobs offered to or held by a towing company's drivers: a dispatcher's own company's, every company's
 * for a platform administrator. A provider's operators follow their requests on the board instead (404).
 */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/towing-jobs`, {
    config: { towingDispatcher: true },
    schema: { tags: ["console"], response: { 200: towingJobListSchema, 401: errorBodySchema, 404: errorBodySchema } },
    handler: async (request) => {
      const operator = operatorOf(request);
      if (!operator.platformAdmin && operator.towingCompanyId === null) throw new HttpError(404, "NOT_FOUND");
      return listCompanyJobs(ctx.db, operator.towingCompanyId, ctx.now());
    },
  });
};
