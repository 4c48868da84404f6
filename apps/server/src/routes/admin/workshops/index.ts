import {
  adminWorkshopListQuerySchema as listQuerySchema,
  adminWorkshopListResponseSchema,
  adminWorkshopSchema,
  createWorkshopRequestSchema,
  updateWorkshopRequestSchema,
} from "@hitch/contract/admin/workshops";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { z } from "zod";
import { serviceOfRecord } from "../../../modules/api-keys/public.ts";
import { findServiceByAnyName, findServiceById } from "../../../modules/services/public.ts";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard, adminServiceScope, requireAdminService } from "../../../auth/admin-key.ts";
import {
  changeWorkshop,
  createWorkshop,
  listAdminWorkshops,
  removeWorkshop,
} from "../../../modules/workshops/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const security = [{ apiKey: [] }];

/** Operator API for workshops: which incidents, makes and model years each one takes. */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  app.addHook("onRequest", adminKeyGuard(ctx, "service"));
  const path = `${ADMIN_PREFIX}/workshops`;

  app.get(path, {
    schema: {
      tags: ["operator"],
      security,
      querystring: listQuerySchema,
      response: { 200: adminWorkshopListResponseSchema, ...errors },
    },
    handler: async (request) => {
      const own = adminServiceScope(request);
      if (own === null) return listAdminWorkshops(db, request.query.serviceName);
      // A service key lists its own service's workshops, named or not.
      const named = request.query.serviceName;
      const service = named ? await findServiceByAnyName(db, named) : await findServiceById(db, own);
      requireAdminService(request, service?.id);
      return listAdminWorkshops(db, service!.name);
    },
  });

  app.post(path, {
    schema: {
      tags: ["operator"],
      security,
      body: createWorkshopRequestSchema,
      response: { 201: adminWorkshopSchema, ...errors },
    },
    handler: async (request, reply) => {
      requireAdminService(request, (await findServiceByAnyName(db, request.body.serviceName))?.id);
      return reply.status(201).send(await createWorkshop(db, request.body));
    },
  });

  app.patch(`${path}/:id`, {
    schema: {
      tags: ["operator"],
      security,
      params: idParamsSchema,
      body: updateWorkshopRequestSchema,
      response: { 200: adminWorkshopSchema, ...errors },
    },
    handler: async (request) => {
      requireAdminService(request, await serviceOfRecord.workshop(db, request.params.id));
      return changeWorkshop(db, request.params.id, request.body);
    },
  });

  app.delete(`${path}/:id`, {
    schema: { tags: ["operator"], security, params: idParamsSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      requireAdminService(request, await serviceOfRecord.workshop(db, request.params.id));
      await removeWorkshop(db, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
