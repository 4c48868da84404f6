import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  feedbackCaseTypeQuerySchema,
  feedbackRequestSchema,
  feedbackSubmitResponseSchema,
  feedbackUuidParamsSchema,
  feedbackValidationResponseSchema,
} from "@hitch/contract/feedback/feedback";
import { serviceDetailsSchema } from "@hitch/contract/services/service";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { HttpError } from "../../http/http-error.ts";
import { findServiceById, serviceDetailsOf } from "../services/public.ts";
import { findInvitation, giveFeedback, stateOf } from "./feedback-service.ts";

const errors = { 400: errorBodySchema, 404: errorBodySchema };

/**
 * The feedback page's calls. No session: the random uuid in the link is the key, and the link's
 * caseType must match the invitation's kind.
 */
export const feedbackRoutes: RouteModule = (app, { db, now }) => {
  app.put(`${PUBLIC_PREFIX}/feedback/:uuid/validate`, {
    schema: {
      tags: ["feedback"],
      params: feedbackUuidParamsSchema,
      querystring: feedbackCaseTypeQuerySchema,
      response: { 200: feedbackValidationResponseSchema, ...errors },
    },
    handler: async (request) => {
      const row = await findInvitation(db, request.params.uuid, request.query.caseType);
      return { state: stateOf(row, now()) };
    },
  });

  app.put(`${PUBLIC_PREFIX}/feedback/:uuid`, {
    schema: {
      tags: ["feedback"],
      params: feedbackUuidParamsSchema,
      querystring: feedbackCaseTypeQuerySchema,
      body: feedbackRequestSchema,
      response: { 200: feedbackSubmitResponseSchema, ...errors, 409: errorBodySchema, 410: errorBodySchema },
    },
    handler: async (request) => {
      await giveFeedback(db, request.params.uuid, request.query.caseType, request.body, now());
      return { state: "ALREADY_GIVEN" as const };
    },
  });

  app.get(`${PUBLIC_PREFIX}/feedbacks/:uuid/service-theme`, {
    schema: {
      tags: ["feedback"],
      params: feedbackUuidParamsSchema,
      querystring: feedbackCaseTypeQuerySchema,
      response: { 200: serviceDetailsSchema, ...errors },
    },
    handler: async (request) => {
      const row = await findInvitation(db, request.params.uuid, request.query.caseType);
      const service = await findServiceById(db, row.serviceId);
      if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
      return serviceDetailsOf(service);
    },
  });
};
