import { errorBodySchema } from "@hitch/contract/common/errors";
import { createLinkRequestSchema, createLinkResponseSchema, type CreateLinkRequest } from "@hitch/contract/links/create-link";
import { PUBLIC_PREFIX, type AppContext, type RouteModule } from "../../app-context.ts";
import { apiKeyGuard } from "../../auth/api-key.ts";
import { HttpError } from "../../http/http-error.ts";
import { findServiceByAnyName, type ServiceRow } from "../services/public.ts";
import { createLinkAnswer, sendLinkSms } from "./service.ts";
import { startAssistanceRequest, startClaim } from "./start.ts";

const operatorResponses = { 201: createLinkResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

async function serviceFor(ctx: AppContext, body: CreateLinkRequest): Promise<ServiceRow> {
  if (body.sendSms && !body.phone) throw new HttpError(400, "VALIDATION_FAILED", [{ path: "phone", code: "validation.phoneRequired" }]);
  const service = await findServiceByAnyName(ctx.db, body.serviceName);
  if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
  return service;
}

/** Operator link creation. These live under the public prefix (the spec's paths) but need the API key. */
export const linkAdminRoutes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", apiKeyGuard(ctx.config.adminApiKey));

  app.post(`${PUBLIC_PREFIX}/assistance-request/link`, {
    schema: { tags: ["operator"], security: [{ apiKey: [] }], body: createLinkRequestSchema, response: operatorResponses },
    handler: async (request, reply) => {
      const body = request.body;
      const service = await serviceFor(ctx, body);
      const { row, code } = await startAssistanceRequest(ctx, service, { language: body.language, smsPhone: body.phone, ttlSeconds: body.ttlSeconds });
      const answer = createLinkAnswer(ctx, "ASSISTANCE", code, row.id, row.externalId);
      if (body.sendSms && body.phone) await sendLinkSms(ctx, "ASSISTANCE", body.phone, row.language, answer.url);
      return reply.status(201).send(answer);
    },
  });

  app.post(`${PUBLIC_PREFIX}/claim-link`, {
    schema: { tags: ["operator"], security: [{ apiKey: [] }], body: createLinkRequestSchema, response: operatorResponses },
    handler: async (request, reply) => {
      const body = request.body;
      const service = await serviceFor(ctx, body);
      const { row, code } = await startClaim(ctx, service, { language: body.language, smsPhone: body.phone, ttlSeconds: body.ttlSeconds });
      const answer = createLinkAnswer(ctx, "CLAIM", code, row.id, row.externalId);
      if (body.sendSms && body.phone) await sendLinkSms(ctx, "CLAIM", body.phone, row.language, answer.url);
      return reply.status(201).send(answer);
    },
  });
};
