import { z } from "zod";
import { adminServiceSchema, createServiceRequestSchema } from "@hitch/contract/admin/services";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { serviceIdParamsSchema } from "@hitch/contract/console/api-keys";
import { consoleServiceChangeSchema } from "@hitch/contract/console/services";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import {
  operatorGuard,
  operatorOf,
  platformAdminGuard,
  requireService,
  visibleServiceIds,
} from "../../../auth/operator-scope.ts";
import {
  changeServiceAsOperator,
  consoleService,
  consoleServices,
  createServiceAsOperator,
} from "../../../modules/admin/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** A service's settings in the console: its operators read them (viewers too) and change them (audited). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/services`, {
    schema: { tags: ["console"], response: { 200: z.array(adminServiceSchema), 401: errorBodySchema } },
    handler: async (request) => consoleServices(ctx.db, visibleServiceIds(request)),
  });

  // A platform administrator's new service (the operator API's creation, audited); everyone else gets 404.
  app.post(`${CONSOLE_PREFIX}/services`, {
    onRequest: platformAdminGuard(),
    schema: {
      tags: ["console"],
      body: createServiceRequestSchema,
      response: { 201: adminServiceSchema, ...errors, 409: errorBodySchema },
    },
    handler: async (request, reply) => {
      const created = await createServiceAsOperator(ctx.db, request.body, operatorOf(request), ctx.now());
      return reply.status(201).send(created);
    },
  });

  app.get(`${CONSOLE_PREFIX}/services/:serviceId`, {
    schema: { tags: ["console"], params: serviceIdParamsSchema, response: { 200: adminServiceSchema, ...errors } },
    handler: async (request) => {
      requireService(request, request.params.serviceId, "read");
      return consoleService(ctx.db, request.params.serviceId);
    },
  });

  app.patch(`${CONSOLE_PREFIX}/services/:serviceId`, {
    schema: {
      tags: ["console"],
      params: serviceIdParamsSchema,
      body: consoleServiceChangeSchema,
      response: { 200: adminServiceSchema, ...errors, 409: errorBodySchema },
    },
    handler: async (request) => {
      const operator = requireService(request, request.params.serviceId, "write");
      return changeServiceAsOperator(ctx.db, request.params.serviceId, request.body, operator, ctx.now());
    },
  });
};
