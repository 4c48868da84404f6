import { fullDataLinkRequestSchema } from "@hitch/contract/admin/full-data-link";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { createLinkResponseSchema } from "@hitch/contract/links/create-link";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { apiKeyGuard } from "../../auth/api-key.ts";
import { HttpError } from "../../http/http-error.ts";
import { findServiceByAnyName, findServiceByExternalId } from "../services/public.ts";
import { startWithLinkSms } from "./service.ts";
import { startAssistanceRequest } from "./start.ts";

/**
 * An operator pre-fills what the caller said on the phone; the customer's flow then starts
 * with those answers in place. The plate is stored unverified: the app looks it up again.
 */
export const fullDataLinkRoutes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", apiKeyGuard(ctx.config.adminApiKey));

  app.post(`${PUBLIC_PREFIX}/assistance-request/full-data-link`, {
    schema: {
      tags: ["operator"],
      security: [{ apiKey: [] }],
      body: fullDataLinkRequestSchema,
      response: { 201: createLinkResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request, reply) => {
      const body = request.body;
      if (body.sendSms && !body.phone)
        throw new HttpError(400, "VALIDATION_FAILED", [{ path: "phone", code: "validation.phoneRequired" }]);
      const service = body.serviceExternalId
        ? await findServiceByExternalId(ctx.db, body.serviceExternalId)
        : await findServiceByAnyName(ctx.db, body.serviceName!);
      if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
      const smsTo = body.sendSms ? body.phone : undefined;
      const answer = await startWithLinkSms(ctx, "ASSISTANCE", smsTo, (inTx) =>
        startAssistanceRequest(
          inTx,
          service,
          { language: body.language, smsPhone: body.phone, ttlSeconds: body.ttlSeconds },
          {
            incidentType: body.incident ?? null,
            contactName: body.contact?.name ?? null,
            contactPhonePrefix: body.contact?.phonePrefix ?? null,
            contactPhone: body.contact?.phone ?? null,
            contactEmail: body.contact?.email || null,
            licensePlate: body.licensePlate ?? null,
            latitude: body.latitude ?? null,
            longitude: body.longitude ?? null,
            address: body.address ?? null,
            description: body.description ?? null,
            operatorName: body.operatorName ?? null,
            operatorContact: body.operatorContact ?? null,
          },
        ),
      );
      return reply.status(201).send(answer);
    },
  });
};
