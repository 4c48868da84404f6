import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  adminDriverSchema as adminDriverViewSchema,
  createDriverRequestSchema,
  createDriverResponseSchema as createdDriverSchema,
  driverIdParamsSchema,
  driverListQuerySchema,
  updateDriverRequestSchema,
} from "@hitch/contract/admin/drivers";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard } from "../../../auth/admin-key.ts";
import { getDriver, listDrivers } from "../../../modules/drivers/public.ts";
import { createApiDriver, removeApiDriver, updateApiDriver } from "../../../modules/towing/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const security = [{ apiKey: [] }];
const tags = ["operator"];

/**
 * Operator API for drivers, the platform key's alone (a service key gets 403 PLATFORM_KEY_REQUIRED: drivers
 * serve every service): create (answers the token once), list, read, change, remove. Each write is audited.
 */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.addHook("onRequest", adminKeyGuard(ctx, "platform"));

  app.post(`${ADMIN_PREFIX}/drivers`, {
    schema: { tags, security, body: createDriverRequestSchema, response: { 201: createdDriverSchema, ...errors } },
    handler: async (request, reply) => reply.status(201).send(await createApiDriver(ctx, request.body)),
  });

  app.get(`${ADMIN_PREFIX}/drivers`, {
    schema: {
      tags,
      security,
      querystring: driverListQuerySchema,
      response: { 200: z.array(adminDriverViewSchema), ...errors },
    },
    handler: async (request) => listDrivers(db, request.query),
  });

  app.get(`${ADMIN_PREFIX}/drivers/:id`, {
    schema: { tags, security, params: driverIdParamsSchema, response: { 200: adminDriverViewSchema, ...errors } },
    handler: async (request) => getDriver(db, request.params.id),
  });

  app.patch(`${ADMIN_PREFIX}/drivers/:id`, {
    schema: {
      tags,
      security,
      params: driverIdParamsSchema,
      body: updateDriverRequestSchema,
      response: { 200: adminDriverViewSchema, ...errors },
    },
    handler: async (request) => updateApiDriver(ctx, request.params.id, request.body),
  });

  app.delete(`${ADMIN_PREFIX}/drivers/:id`, {
    schema: { tags, security, params: driverIdParamsSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await removeApiDriver(ctx, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
