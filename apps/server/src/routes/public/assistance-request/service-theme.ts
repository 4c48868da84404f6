import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { serviceDetailsSchema } from "@hitch/contract/services/service";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { HttpError } from "../../../http/http-error.ts";
import { findAssistanceRequest } from "../../../modules/assistance/public.ts";
import { findServiceById, serviceDetailsOf } from "../../../modules/services/public.ts";

/** The details of the request's service (its theme), also on the outcome screen. */
export const routes: RouteModule = (app, { db }) => {
  app.get(`${PUBLIC_PREFIX}/assistance-request/:id/service-theme`, {
    config: { customerAccess: "outcome" },
    schema: {
      tags: ["assistance"],
      params: idParamsSchema,
      response: { 200: serviceDetailsSchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const row = await findAssistanceRequest(db, request.params.id);
      const service = row && (await findServiceById(db, row.serviceId));
      if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
      return serviceDetailsOf(service);
    },
  });
};
