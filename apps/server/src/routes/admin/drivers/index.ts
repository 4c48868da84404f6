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
import {
  createDriver,
  getDriver,
  listDrivers,
  removeDriver,
  requestsServedBy,
  updateDriver,
} from "../../../modules/drivers/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const security = [{ apiKey: [] }];
const tags = ["operator"];

/** Operator API for drivers: create (answers the token once), list, read, change, remove. */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const rt = ctx.dispatch;
  app.addHook("onRequest", adminKeyGuard(ctx, "platform"));

  app.post(`${ADMIN_PREFIX}/drivers`, {
    schema: { tags, security, body: createDriverRequestSchema, response: { 201: createdDriverSchema, ...errors } },
    handler: async (request, reply) => reply.status(201).send(await createDriver(db, request.body)),
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
    handler: async (request) => {
      const updated = await updateDriver(db, request.params.id, request.body, rt.now());
      // Name, phone, company and position show in these customers' status: polls and streams re-read.
      for (const id of await requestsServedBy(db, request.params.id)) await rt.events.publish(id).catch(() => {});
      return updated;
    },
  });

  app.delete(`${ADMIN_PREFIX}/drivers/:id`, {
    schema: { tags, security, params: driverIdParamsSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await removeDriver(db, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
