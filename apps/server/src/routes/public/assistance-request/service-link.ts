import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  assistanceInitResponseSchema,
  claimInitResponseSchema,
  serviceLinkRequestSchema,
} from "@hitch/contract/links/service-link";
import { linkCodeParamsSchema, linkValidationResponseSchema } from "@hitch/contract/links/validate-link";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { setCustomerSession } from "../../auth/session.ts";
import { HttpError } from "../../http/http-error.ts";
import { findServiceByLinkName } from "../services/public.ts";
import { validateLink } from "./service.ts";
import { startAssistanceRequest, startClaim } from "./start.ts";

/** Customer entry: validating a link (which opens the session) and starting from a partner page. */
export const linkRoutes: RouteModule = (app, ctx) => {
  const { config, db } = ctx;
  const validationLimit = { rateLimit: { max: config.rateLimits.linkValidationPerMinute, timeWindow: "1 minute" } };
  const serviceLinkLimit = { rateLimit: { max: config.rateLimits.serviceLinkPerMinute, timeWindow: "1 minute" } };
  const validationSchema = (tag: string) => ({
    tags: [tag],
    params: linkCodeParamsSchema,
    response: { 200: linkValidationResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
  });

  app.get(`${PUBLIC_PREFIX}/assistance-request-link/:code`, {
    config: validationLimit,
    schema: validationSchema("assistance"),
    handler: async (request, reply) => {
      const { body, session, sessionExpiresAt } = await validateLink(ctx, "ASSISTANCE", request.params.code);
      if (session) setCustomerSession(reply, config, session, sessionExpiresAt!, ctx.now());
      return body;
    },
  });

  app.get(`${PUBLIC_PREFIX}/claim-link/:code`, {
    config: validationLimit,
    schema: validationSchema("claims"),
    handler: async (request, reply) => {
      const { body, session, sessionExpiresAt } = await validateLink(ctx, "CLAIM", request.params.code);
      if (session) setCustomerSession(reply, config, session, sessionExpiresAt!, ctx.now());
      return body;
    },
  });

  app.post(`${PUBLIC_PREFIX}/assistance-request/service-link`, {
    config: serviceLinkLimit,
    schema: {
      tags: ["assistance"],
      body: serviceLinkRequestSchema,
      response: { 201: assistanceInitResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
    },
    handler: async (request, reply) => {
      const service = await findServiceByLinkName(db, request.body.name);
      if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
      const { row, code } = await startAssistanceRequest(ctx, service, { language: request.body.language });
      return reply.status(201).send({ assistanceRequestId: row.id, assistanceRequestExternalId: row.externalId, code });
    },
  });

  app.post(`${PUBLIC_PREFIX}/claim/service-link`, {
    config: serviceLinkLimit,
    schema: {
      tags: ["claims"],
      body: serviceLinkRequestSchema,
      response: { 201: claimInitResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
    },
    handler: async (request, reply) => {
      const service = await findServiceByLinkName(db, request.body.name);
      if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
      const { row, code } = await startClaim(ctx, service, { language: request.body.language });
      return reply.status(201).send({ claimId: row.id, claimExternalId: row.externalId, code });
    },
  });
};
