import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverInviteResponseSchema } from "@hitch/contract/admin/driver-sessions";
import { consoleDriverInviteSchema, driverIdParams } from "@hitch/contract/console/drivers";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireDriverWrite, requireService } from "../../../auth/operator-scope.ts";
import { companyOfDriver, inviteFleetDriver } from "../../../modules/towing/public.ts";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/**
 * Invites a driver to the driver app: the sign-in link by SMS to the driver's phone, in the chosen language; the
 * answer names the phone, never the link. A platform administrator or the driver's company's dispatcher alone
 * (404 to others). The app wears the theme of the service named (an administrator's choice; a dispatcher names none).
 */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.post(`${CONSOLE_PREFIX}/drivers/:id/invite`, {
    config: { towingDispatcher: true },
    schema: {
      tags: ["console"],
      params: driverIdParams,
      body: consoleDriverInviteSchema,
      response: { 201: driverInviteResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const operator = requireDriverWrite(request, await companyOfDriver(ctx.db, request.params.id));
      if (request.body.serviceId !== null) requireService(request, request.body.serviceId, "write");
      const answer = await inviteFleetDriver(ctx, operator, request.params.id, request.body);
      return reply.status(201).send(answer);
    },
  });
};
