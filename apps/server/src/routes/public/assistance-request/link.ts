import { revokeLinksResponseSchema } from "@hitch/contract/admin/link-revocation";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import {
  createLinkRequestSchema,
  createLinkResponseSchema,
  type CreateLinkRequest,
} from "@hitch/contract/links/create-link";
import { ADMIN_PREFIX, PUBLIC_PREFIX, type AppContext, type RouteModule } from "../../app-context.ts";
import { apiKeyGuard } from "../../auth/api-key.ts";
import type { LinkKind } from "../../db/schema/links.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { findServiceByAnyName, type ServiceRow } from "../services/public.ts";
import { revokeLinksOf } from "./revocation.ts";
import { startWithLinkSms } from "./service.ts";
import { startAssistanceRequest, startClaim } from "./start.ts";

const operatorResponses = {
  201: createLinkResponseSchema,
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
};

async function serviceFor(ctx: AppContext, body: CreateLinkRequest): Promise<ServiceRow> {
  if (body.sendSms && !body.phone)
    throw new HttpError(400, "VALIDATION_FAILED", [{ path: "phone", code: "validation.phoneRequired" }]);
  const service = await findServiceByAnyName(ctx.db, body.serviceName);
  if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
  return service;
}

/** Operator link creation. These live under the public prefix (the paths the web app's partner pages share) but need the API key. */
export const linkAdminRoutes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", apiKeyGuard(ctx.config.adminApiKey));

  app.post(`${PUBLIC_PREFIX}/assistance-request/link`, {
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      body: createLinkRequestSchema,
      response: operatorResponses,
    },
    handler: async (request, reply) => {
      const body = request.body;
      const service = await serviceFor(ctx, body);
      const options = { language: body.language, smsPhone: body.phone, ttlSeconds: body.ttlSeconds };
      const smsTo = body.sendSms ? body.phone : undefined;
      const answer = await startWithLinkSms(ctx, "ASSISTANCE", smsTo, (inTx) =>
        startAssistanceRequest(inTx, service, options),
      );
      return reply.status(201).send(answer);
    },
  });

  app.post(`${PUBLIC_PREFIX}/claim-link`, {
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      body: createLinkRequestSchema,
      response: operatorResponses,
    },
    handler: async (request, reply) => {
      const body = request.body;
      const service = await serviceFor(ctx, body);
      const options = { language: body.language, smsPhone: body.phone, ttlSeconds: body.ttlSeconds };
      const smsTo = body.sendSms ? body.phone : undefined;
      const answer = await startWithLinkSms(ctx, "CLAIM", smsTo, (inTx) => startClaim(inTx, service, options));
      return reply.status(201).send(answer);
    },
  });

  // Revocation: the links stop opening and every session they opened ends at once, a live job's tracking included.
  const revokeRoute = ({ path, kind }: { path: string; kind: LinkKind }) =>
    app.post(`${ADMIN_PREFIX}/${path}/:id/revoke-links`, {
      schema: {
        tags: ["operator"],
        security: [{ apiKey: [] }],
        params: idParamsSchema,
        response: { 200: revokeLinksResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
      handler: async (request) => {
        const revokedLinks = await revokeLinksOf(ctx.db, kind, request.params.id, ctx.now());
        if (revokedLinks === null) throw notFound();
        return { revokedLinks };
      },
    });
  revokeRoute({ path: "assistance-requests", kind: "ASSISTANCE" });
  revokeRoute({ path: "claims", kind: "CLAIM" });
};
