import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverSessionListSchema } from "@hitch/contract/admin/driver-sessions";
import { driverIdParams, driverSessionIdParams } from "@hitch/contract/console/drivers";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireDriverWrite } from "../../../auth/operator-scope.ts";
import { listDriverSessions } from "../../../modules/drivers/public.ts";
import { companyOfDriver, revokeFleetSession } from "../../../modules/towing/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ["console"];
const config = { towingDispatcher: true };

/**
 * The phones signed in as a driver, and ending one of them (the app stops at its next call). Both are the
 * driver's company's business: a platform administrator and that company's dispatcher alone, 404 to others.
 */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/drivers/:id/sessions`, {
    config,
    schema: { tags, params: driverIdParams, response: { 200: driverSessionListSchema, ...errors } },
    handler: async (request) => {
      requireDriverWrite(request, await companyOfDriver(ctx.db, request.params.id));
      return listDriverSessions(ctx.db, request.params.id, ctx.now());
    },
  });

  app.post(`${CONSOLE_PREFIX}/drivers/:id/sessions/:sessionId/revoke`, {
    config,
    schema: { tags, params: driverSessionIdParams, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      const { id, sessionId } = request.params;
      const operator = requireDriverWrite(request, await companyOfDriver(ctx.db, id));
      await revokeFleetSession(ctx, operator, id, sessionId);
      return reply.status(204).send(null);
    },
  });
};
