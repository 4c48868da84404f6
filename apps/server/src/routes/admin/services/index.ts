import {
  adminServiceListResponseSchema,
  adminServiceSchema,
  createServiceRequestSchema,
  serviceNameAdminParamsSchema,
  updateServiceRequestSchema,
} from "@hitch/contract/admin/services";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { ADMIN_PREFIX, type RouteModule } from "../../app-context.ts";
import { apiKeyGuard } from "../../auth/api-key.ts";
import { HttpError } from "../../http/http-error.ts";
import { findServiceByAnyName, listServices, updateService } from "../services/public.ts";
import { normaliseLogo } from "./logo.ts";
import { adminServiceView, changeService, createService } from "./service-admin.ts";

const LOGO_UPLOAD_LIMIT = 5 * 1024 * 1024;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const security = [{ apiKey: [] }];

/** Operator API for services: create, update, list, and the logo upload (raw image body). */
export const adminServiceRoutes: RouteModule = (app, { config, db }) => {
  app.addHook("onRequest", apiKeyGuard(config.adminApiKey));
  // Logos arrive as the raw image (`curl --data-binary @logo.png -H 'content-type: image/png'`).
  app.addContentTypeParser(
    /^image\/[\w.+-]+$/,
    { parseAs: "buffer", bodyLimit: LOGO_UPLOAD_LIMIT },
    (_request, body, done) => done(null, body),
  );

  const serviceByName = async (name: string) => {
    const service = await findServiceByAnyName(db, name);
    if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
    return service;
  };

  app.get(`${ADMIN_PREFIX}/services`, {
    schema: { tags: ["operator"], security, response: { 200: adminServiceListResponseSchema, 401: errorBodySchema } },
    handler: async () => (await listServices(db)).map(adminServiceView),
  });

  app.post(`${ADMIN_PREFIX}/services`, {
    schema: {
      tags: ["operator"],
      security,
      body: createServiceRequestSchema,
      response: { 201: adminServiceSchema, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(adminServiceView(await createService(db, request.body))),
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
      const service = await serviceByName(request.params.name);
      const row = await changeService(db, service.id, request.body);
      if (!row) throw new HttpError(404, "SERVICE_NOT_FOUND");
      return adminServiceView(row);
    },
  });

  app.put(`${ADMIN_PREFIX}/services/:name/logo`, {
    schema: {
      tags: ["operator"],
      security,
      params: serviceNameAdminParamsSchema,
      response: { 200: adminServiceSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
    },
    handler: async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE");
      const service = await serviceByName(request.params.name);
      const logo = await normaliseLogo(request.body);
      const row = await updateService(db, service.id, {
        logo: logo.bytes,
        logoMime: logo.mime,
        logoWidth: logo.width,
        logoHeight: logo.height,
      });
      return adminServiceView(row);
    },
  });
};
