import { errorBodySchema } from "@hitch/contract/common/errors";
import { serviceDetailsSchema, serviceExternalIdParamsSchema } from "@hitch/contract/services/service";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { HttpError } from "../../../http/http-error.ts";
import { findServiceByExternalId, serviceDetailsOf } from "../../../modules/services/public.ts";

/** A service's details (theme, contacts) by its external id. */
export const routes: RouteModule = (app, { db }) => {
  app.get(`${PUBLIC_PREFIX}/services/:serviceExternalId`, {
    schema: {
      tags: ["services"],
      params: serviceExternalIdParamsSchema,
      response: { 200: serviceDetailsSchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const service = await findServiceByExternalId(db, request.params.serviceExternalId);
      if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
      return serviceDetailsOf(service);
    },
  });
};
