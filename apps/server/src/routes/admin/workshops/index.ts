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
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { apiKeyGuard } from "../../../auth/api-key.ts";
import {
  changeWorkshop,
  createWorkshop,
  listAdminWorkshops,
  removeWorkshop,
} from "../../../modules/workshops/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const security = [{ apiKey: [] }];

/** Operator API for workshops: which incidents, makes and model years each one takes. */
export const routes: RouteModule = (app, { config, db }) => {
  app.addHook("onRequest", apiKeyGuard(config.adminApiKey));
  const path = `${ADMIN_PREFIX}/workshops`;

  app.get(path, {
    schema: {
      tags: ["operator"],
      security,
      querystring: listQuerySchema,
      response: { 200: adminWorkshopListResponseSchema, ...errors },
    },
    handler: async (request) => listAdminWorkshops(db, request.query.serviceName),
  });

  app.post(path, {
    schema: {
      tags: ["operator"],
      security,
      body: createWorkshopRequestSchema,
      response: { 201: adminWorkshopSchema, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createWorkshop(db, request.body)),
  });

  app.patch(`${path}/:id`, {
    schema: {
      tags: ["operator"],
      security,
      params: idParamsSchema,
      body: updateWorkshopRequestSchema,
      response: { 200: adminWorkshopSchema, ...errors },
    },
    handler: async (request) => changeWorkshop(db, request.params.id, request.body),
  });

  app.delete(`${path}/:id`, {
    schema: { tags: ["operator"], security, params: idParamsSchema, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await removeWorkshop(db, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
