import { errorBodySchema } from "@hitch/contract/common/errors";
import { assistanceInitResponseSchema, serviceLinkRequestSchema } from "@hitch/contract/links/service-link";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { HttpError } from "../../../http/http-error.ts";
import { startAssistanceRequest } from "../../../modules/links/public.ts";
import { findServiceByLinkName } from "../../../modules/services/public.ts";

/** Customer entry from a partner page: a new assistance request of the named service, with its link code. */
export const routes: RouteModule = (app, ctx) => {
  const { config, db } = ctx;
  app.post(`${PUBLIC_PREFIX}/assistance-request/service-link`, {
    config: { rateLimit: { max: config.rateLimits.serviceLinkPerMinute, timeWindow: "1 minute" } },
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
};
