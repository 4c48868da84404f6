import { errorBodySchema } from "@hitch/contract/common/errors";
import { serviceNameParamsSchema, themeSchema } from "@hitch/contract/services/service";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { HttpError } from "../../../http/http-error.ts";
import { findServiceByAnyName, themeOf } from "../../../modules/services/public.ts";

/** A service's theme by any of its names, for the partner page before any link. */
export const routes: RouteModule = (app, { db }) => {
  app.get(`${PUBLIC_PREFIX}/theme/:serviceName`, {
    schema: {
      tags: ["services"],
      params: serviceNameParamsSchema,
      response: { 200: themeSchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const service = await findServiceByAnyName(db, request.params.serviceName);
      if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
      return themeOf(service);
    },
  });
};
