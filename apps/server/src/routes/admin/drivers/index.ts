import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { driverAssignmentSchema } from "@hitch/contract/dispatch/assignment";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { ADMIN_PREFIX, type RouteModule } from "../../app-context.ts";
import { apiKeyGuard } from "../../auth/api-key.ts";
import {
  transferJob,
  listCallbacks,
  markCallbackHandled,
  dispatchRuntimeFor,
  readAssignment,
} from "../dispatch/public.ts";
import {
  adminDriverSchema as adminDriverViewSchema,
  createDriverRequestSchema,
  createDriverResponseSchema as createdDriverSchema,
  driverIdParamsSchema,
  driverListQuerySchema,
  reassignRequestSchema,
  updateDriverRequestSchema,
} from "@hitch/contract/admin/drivers";
import {
  handleCallbackRequestSchema,
  operatorCallbackListQuerySchema,
  operatorCallbackSchema,
} from "@hitch/contract/admin/operator-callbacks";
import {
  createDriver,
  getDriver,
  listDrivers,
  removeDriver,
  requestsServedBy,
  updateDriver,
} from "./driver-repository.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const security = [{ apiKey: [] }];
const tags = ["operator"];

/** Operator API: drivers (create answers the token once), replacing a job's driver, call-backs. */
export const driverAdminRoutes: RouteModule = (app, ctx) => {
  const { config, db } = ctx;
  const rt = dispatchRuntimeFor(ctx, app.log);
  app.addHook("onRequest", apiKeyGuard(config.adminApiKey));

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

  // An operator replaces the driver of an accepted job (named, or the nearest free one).
  app.post(`${ADMIN_PREFIX}/assistance-requests/:id/reassign`, {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      body: reassignRequestSchema,
      response: { 200: driverAssignmentSchema, ...errors },
    },
    handler: async (request) => {
      await transferJob(rt, request.params.id, { toDriverId: request.body.driverId });
      return (await readAssignment(db, request.params.id))!;
    },
  });

  // Requests nobody accepted in time, for operators to call the customer back.
  app.get(`${ADMIN_PREFIX}/operator-callbacks`, {
    schema: {
      tags,
      security,
      querystring: operatorCallbackListQuerySchema,
      response: { 200: z.array(operatorCallbackSchema), ...errors },
    },
    handler: async (request) => listCallbacks(db, request.query.state),
  });

  app.post(`${ADMIN_PREFIX}/operator-callbacks/:id/handled`, {
    schema: {
      tags,
      security,
      params: idParamsSchema,
      body: handleCallbackRequestSchema.nullish(),
      response: { 200: operatorCallbackSchema, ...errors },
    },
    handler: async (request) => markCallbackHandled(db, request.params.id, request.body ?? {}, rt.now()),
  });
};
