import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverIdParamsSchema } from "@hitch/contract/admin/drivers";
import { driverSessionListSchema, driverSessionParamsSchema } from "@hitch/contract/admin/driver-sessions";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard } from "../../../auth/admin-key.ts";
import { listDriverSessions } from "../../../modules/drivers/public.ts";
import { OPERATOR_API_ACTOR, revokeFleetSession } from "../../../modules/towing/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const tags = ["operator"];
const security = [{ apiKey: [] }];

/** The phones signed in as a driver, and ending one of them (its next call is refused). */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.addHook("onRequest", adminKeyGuard(ctx, "platform"));

  app.get(`${ADMIN_PREFIX}/drivers/:id/sessions`, {
    schema: { tags, security, params: driverIdParamsSchema, response: { 200: driverSessionListSchema, ...errors } },
    handler: async (request) => listDriverSessions(db, request.params.id, ctx.now()),
  });

  app.post(`${ADMIN_PREFIX}/drivers/:id/sessions/:sessionId/revoke`, {
    schema: { tags, security, params: driverSessionParamsSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await revokeFleetSession(ctx, OPERATOR_API_ACTOR, request.params.id, request.params.sessionId);
      return reply.status(204).send(null);
    },
  });
};
