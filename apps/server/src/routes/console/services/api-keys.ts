import { z } from "zod";
import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  apiKeyParamsSchema,
  createApiKeyFormSchema,
  createdApiKeySchema,
  serviceApiKeySchema,
  serviceIdParamsSchema,
} from "@hitch/contract/console/api-keys";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard, requireService } from "../../../auth/operator-scope.ts";
import { createServiceApiKey, listServiceApiKeys, revokeServiceApiKey } from "../../../modules/api-keys/public.ts";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** A service's keys for /api/v1/admin: listed (viewers too), created and revoked by its operators (audited). */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));
  const path = `${CONSOLE_PREFIX}/services/:serviceId/api-keys`;

  app.get(path, {
    schema: {
      tags: ["console"],
      params: serviceIdParamsSchema,
      response: { 200: z.array(serviceApiKeySchema), ...errors },
    },
    handler: async (request) => {
      requireService(request, request.params.serviceId, "read");
      return listServiceApiKeys(ctx.db, request.params.serviceId);
    },
  });

  app.post(path, {
    schema: {
      tags: ["console"],
      params: serviceIdParamsSchema,
      body: createApiKeyFormSchema,
      response: { 201: createdApiKeySchema, ...errors },
    },
    handler: async (request, reply) => {
      const operator = requireService(request, request.params.serviceId, "write");
      const created = await createServiceApiKey(
        ctx.db,
        request.params.serviceId,
        request.body.name,
        operator,
        ctx.now(),
      );
      return reply.status(201).send(created);
    },
  });

  app.post(`${path}/:keyId/revoke`, {
    schema: { tags: ["console"], params: apiKeyParamsSchema, response: { 200: serviceApiKeySchema, ...errors } },
    handler: async (request) => {
      const operator = requireService(request, request.params.serviceId, "write");
      const { serviceId, keyId } = request.params;
      return revokeServiceApiKey(ctx.db, serviceId, keyId, operator, ctx.now());
    },
  });
};
