import {
  adminServiceListResponseSchema,
  adminServiceSchema,
  createServiceRequestSchema,
  serviceNameAdminParamsSchema,
  updateServiceRequestSchema,
} from "@hitch/contract/admin/services";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, adminServiceScope, requireAdminService, requirePlatformKey } from "../../../auth/admin-key.ts";
import { HttpError } from "../../../http/http-error.ts";
import { adminServiceView, changeService, createService, serviceNamed } from "../../../modules/admin/public.ts";
import { listServices } from "../../../modules/services/public.ts";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const security = [{ apiKey: [] }];

/** Operator API for services: create, update, list (the logo has its own route). */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));

  app.get(`${ADMIN_PREFIX}/services`, {
    schema: { tags: ["operator"], security, response: { 200: adminServiceListResponseSchema, 401: errorBodySchema } },
    handler: async (request) => {
      const own = adminServiceScope(request);
      return (await listServices(db)).filter((s) => own === null || s.id === own).map(adminServiceView);
    },
  });

  app.post(`${ADMIN_PREFIX}/services`, {
    schema: {
      tags: ["operator"],
      security,
      body: createServiceRequestSchema,
      response: { 201: adminServiceSchema, ...errors },
    },
    handler: async (request, reply) => {
      requirePlatformKey(request);
      return reply.status(201).send(adminServiceView(await createService(db, request.body)));
    },
  });

  app.patch(`${ADMIN_PREFIX}/services/:name`, {
    schema: {
      tags: ["operator"],
      security,
      params: serviceNameAdminParamsSchema,
      body: updateServiceRequestSchema,
      response: { 200: adminServiceSchema, ...errors },
    },
    handler: async (request) => {
      const service = await serviceNamed(db, request.params.name);
      requireAdminService(request, service.id);
      const row = await changeService(db, service.id, request.body);
      if (!row) throw new HttpError(404, "SERVICE_NOT_FOUND");
      return adminServiceView(row);
    },
  });
};
