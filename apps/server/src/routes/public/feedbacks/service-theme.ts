import { errorBodySchema } from "@hitch/contract/common/errors";
import { feedbackCaseTypeQuerySchema, feedbackUuidParamsSchema } from "@hitch/contract/feedback/feedback";
import { serviceDetailsSchema } from "@hitch/contract/services/service";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { HttpError } from "../../../http/http-error.ts";
import { findInvitation } from "../../../modules/feedback/public.ts";
import { findServiceById, serviceDetailsOf } from "../../../modules/services/public.ts";

/** The theme of the service a feedback invitation is from. No session: the uuid in the link is the key. */
export const routes: RouteModule = (app, { db }) => {
  app.get(`${PUBLIC_PREFIX}/feedbacks/:uuid/service-theme`, {
    schema: {
      tags: ["feedback"],
      params: feedbackUuidParamsSchema,
      querystring: feedbackCaseTypeQuerySchema,
      response: { 200: serviceDetailsSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const row = await findInvitation(db, request.params.uuid, request.query.caseType);
      const service = await findServiceById(db, row.serviceId);
      if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
      return serviceDetailsOf(service);
    },
  });
};
