import { updateDamageTemplateRequestSchema } from "@hitch/contract/admin/damage-templates";
import { damageTemplateSchema, damageTemplatesResponseSchema } from "@hitch/contract/claims/damage-area";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { z } from "zod";
import { ADMIN_PREFIX, type RouteModule } from "../../../app-context.ts";
import { adminKeyGuard } from "../../../auth/admin-key.ts";
import { notFound } from "../../../http/http-error.ts";
import { acceptMultipart } from "../../../http/multipart.ts";
import {
  createTemplate,
  listTemplates,
  retireTemplate,
  templateView,
  updateTemplate,
} from "../../../modules/damage-areas/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const security = [{ apiKey: [] }];

/**
 * Operator API for the damage diagram's templates: create (with an uploaded image or an imageUrl),
 * change the grid or body type, list, delete one no claim uses.
 */
export const routes: RouteModule = async (app, ctx) => {
  const { db, config } = ctx;
  const storage = ctx.storage;
  app.addHook("onRequest", adminKeyGuard(ctx, "platform"));
  await acceptMultipart(app, config);
  const path = `${ADMIN_PREFIX}/damage-templates`;

  app.get(path, {
    schema: { tags: ["admin"], security, response: { 200: damageTemplatesResponseSchema, 401: errorBodySchema } },
    handler: async () => (await listTemplates(db)).map(templateView),
  });

  app.post(path, {
    schema: {
      tags: ["admin"],
      security,
      description:
        "multipart/form-data: file (SVG or PNG, at most 2 MB), vehicleBodyType, rows, columns; " +
        "or application/json: { vehicleBodyType, imageUrl, rows, columns }.",
      consumes: ["multipart/form-data", "application/json"],
      response: {
        201: damageTemplateSchema,
        ...errors,
        413: errorBodySchema,
        415: errorBodySchema,
        422: errorBodySchema,
        503: errorBodySchema,
      },
    },
    handler: async (request, reply) =>
      reply.status(201).send(templateView(await createTemplate(db, storage, ctx.imageQueue, request))),
  });

  app.patch(`${path}/:id`, {
    schema: {
      tags: ["admin"],
      security,
      params: idParamsSchema,
      body: updateDamageTemplateRequestSchema,
      response: { 200: damageTemplateSchema, ...errors },
    },
    handler: async (request) => {
      const row = await updateTemplate(db, request.params.id, request.body);
      if (!row) throw notFound();
      return templateView(row);
    },
  });

  app.delete(`${path}/:id`, {
    schema: {
      tags: ["admin"],
      security,
      params: idParamsSchema,
      response: { 204: z.null().describe("deleted"), ...errors },
    },
    handler: async (request, reply) => {
      if (!(await retireTemplate(db, storage, request.params.id))) throw notFound();
      return reply.status(204).send(null);
    },
  });
};
