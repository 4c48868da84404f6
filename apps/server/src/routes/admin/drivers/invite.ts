import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverIdParamsSchema } from "@hitch/contract/admin/drivers";
import { driverInviteRequestSchema, driverInviteResponseSchema } from "@hitch/contract/admin/driver-sessions";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard } from "../../../auth/admin-key.ts";
import { inviteFleetDriver, OPERATOR_API_ACTOR } from "../../../modules/towing/public.ts";
import { findServiceByAnyName } from "../../../modules/services/public.ts";
import { HttpError } from "../../../http/http-error.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * An operator invites a driver to the driver app: an SMS with a sign-in link goes to the driver's phone, and
 * only there (the answer says which phone, never the link).
 */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", adminKeyGuard(ctx, "platform"));

  app.post(`${ADMIN_PREFIX}/drivers/:id/invite`, {
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      params: driverIdParamsSchema,
      body: driverInviteRequestSchema,
      response: { 201: driverInviteResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { service: serviceName, ...options } = request.body;
      const service = serviceName === undefined ? null : await findServiceByAnyName(ctx.db, serviceName);
      if (serviceName !== undefined && !service) throw new HttpError(404, "SERVICE_NOT_FOUND");
      const invite = { ...options, serviceId: service?.id ?? null };
      return reply.status(201).send(await inviteFleetDriver(ctx, OPERATOR_API_ACTOR, request.params.id, invite));
    },
  });
};
