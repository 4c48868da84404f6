import {
  createDamageTemplateRequestSchema,
  damageTemplateUploadFieldsSchema as uploadFieldsSchema,
  updateDamageTemplateRequestSchema,
} from "@hitch/contract/admin/damage-templates";
import { damageTemplateSchema, damageTemplatesResponseSchema } from "@hitch/contract/claims/damage-area";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { z } from "zod";
import { ADMIN_PREFIX, type RouteModule } from "../../app-context.ts";
import { apiKeyGuard } from "../../auth/api-key.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { readFile } from "node:fs/promises";
import { imageQueueFor } from "../files/public.ts";
import { readMultipartForm } from "../files/public.ts";
import { storageFor } from "../files/public.ts";
import { TEMPLATE_IMAGE_PREFIX } from "./builtin-images.ts";
import { MAX_TEMPLATE_IMAGE_BYTES, storeTemplateImage, templateImageKey } from "./template-image.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { deleteTemplate, insertTemplate, listTemplates, templateView, updateTemplate } from "./templates.ts";

function validationFailed(error: z.ZodError): HttpError {
  return new HttpError(
    400,
    "VALIDATION_FAILED",
    error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code })),
  );
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * Operator API for the damage diagram's templates. Create either with an uploaded image
 * (multipart: file = SVG or PNG, vehicleBodyType, rows, columns) or with JSON naming an imageUrl
 * (the contract's create schema); change the grid or body type; list; delete one no claim uses.
 */
export const damageTemplateAdminRoutes: RouteModule = (app, ctx) => {
  const { db, config } = ctx;
  const storage = storageFor(ctx);
  app.addHook("onRequest", apiKeyGuard(config.adminApiKey));
  const path = `${ADMIN_PREFIX}/damage-templates`;

  app.get(path, {
    schema: {
      tags: ["admin"],
      security: [{ apiKey: [] }],
      response: { 200: damageTemplatesResponseSchema, 401: errorBodySchema },
    },
    handler: async () => (await listTemplates(db)).map(templateView),
  });

  app.post(path, {
    schema: {
      tags: ["admin"],
      security: [{ apiKey: [] }],
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
    handler: async (request, reply) => {
      if (!request.isMultipart()) {
        const body = createDamageTemplateRequestSchema.safeParse(request.body);
        if (!body.success) throw validationFailed(body.error);
        return reply.status(201).send(templateView(await insertTemplate(db, body.data)));
      }
      const form = await readMultipartForm(request, {
        maxBytes: MAX_TEMPLATE_IMAGE_BYTES,
        fields: ["vehicleBodyType", "rows", "columns"],
      });
      // A template image is small (MAX_TEMPLATE_IMAGE_BYTES): read it whole, and let the spool go at once.
      const bytes = form.file && (await readFile(form.file.path).finally(() => form.file?.discard()));
      const fields = uploadFieldsSchema.safeParse(form.fields);
      if (!fields.success) throw validationFailed(fields.error);
      if (!bytes) throw new HttpError(400, "VALIDATION_FAILED", [{ path: "file", code: "required" }]);
      const image = await storeTemplateImage(storage, bytes, imageQueueFor(ctx));
      const row = await insertTemplate(db, { ...fields.data, imageUrl: image.imageUrl }).catch(
        async (error: unknown) => {
          await storage.delete(image.key).catch(() => {});
          throw error;
        },
      );
      return reply.status(201).send(templateView(row));
    },
  });

  app.patch(`${path}/:id`, {
    schema: {
      tags: ["admin"],
      security: [{ apiKey: [] }],
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
      security: [{ apiKey: [] }],
      params: idParamsSchema,
      response: { 204: z.null().describe("deleted"), ...errors },
    },
    handler: async (request, reply) => {
      // Claims keep pointing at the template their cells were drawn on; retire it only when none does
      // (the foreign key decides, so a claim saving its cells meanwhile cannot lose its template).
      const row = await deleteTemplate(db, request.params.id).catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? new HttpError(409, "CONFLICT") : error;
      });
      if (!row) throw notFound();
      if (row.imageUrl.startsWith(`${TEMPLATE_IMAGE_PREFIX}/`)) {
        const name = row.imageUrl.slice(TEMPLATE_IMAGE_PREFIX.length + 1);
        const shared = (await listTemplates(db)).some((t) => t.imageUrl === row.imageUrl);
        if (!shared && /^[0-9a-f-]{36}\.(svg|png)$/.test(name))
          await storage.delete(templateImageKey(name)).catch(() => {});
      }
      return reply.status(204).send(null);
    },
  });
};
