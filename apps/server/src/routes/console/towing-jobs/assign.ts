import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { towingAssignSchema, towingJobSchema } from "@hitch/contract/console/towing-jobs";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, operatorOf, requireDriverWrite } from "../../../auth/operator-scope.ts";
import { HttpError } from "../../../http/http-error.ts";
import { assignByHand } from "../../../modules/dispatch/public.ts";
import { recordAudit } from "../../../modules/console/public.ts";
import { companyOfDriver, requireCompanyJob } from "../../../modules/towing/public.ts";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * A dispatcher gives a job offered to or held by their company to one of its drivers: accepted on that
 * driver's behalf, or moved to them from the colleague who held it (the dispatch engine's own accept and
 * reassign). 404 for another company's job or driver; 409 when the driver is not free or the job moved on.
 */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.post(`${CONSOLE_PREFIX}/towing-jobs/:id/assign`, {
    config: { towingDispatcher: true },
    schema: {
      tags: ["console"],
      params: idParamsSchema,
      body: towingAssignSchema,
      response: { 200: towingJobSchema, ...errors },
    },
    handler: async (request) => {
      const operator = operatorOf(request);
      if (!operator.platformAdmin && operator.towingCompanyId === null) throw new HttpError(404, "NOT_FOUND");
      const requestId = request.params.id;
      const before = await requireCompanyJob(ctx.db, operator.towingCompanyId, requestId, ctx.now());
      requireDriverWrite(request, await companyOfDriver(ctx.db, request.body.driverId));
      await assignByHand(ctx.dispatch, requestId, request.body.driverId, {
        actorKind: "DISPATCHER",
        actorName: operator.name,
      });
      await recordAudit(
        ctx.db,
        {
          operator,
          action: "towing-job.assign",
          serviceId: null,
          targetType: "assistance-request",
          targetId: requestId,
          before: { state: before.state, drivers: before.drivers.map((d) => d.id) },
          after: { driverId: request.body.driverId },
        },
        ctx.now(),
      );
      return requireCompanyJob(ctx.db, operator.towingCompanyId, requestId, ctx.now());
    },
  });
};
