import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  serviceWorkshopsParamsSchema,
  workshopListResponseSchema,
  workshopQuerySchema,
} from "@hitch/contract/workshops/workshop";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { HttpError } from "../../../http/http-error.ts";
import { findServiceByExternalId } from "../../../modules/services/public.ts";
import { knownOrigin, listServiceWorkshops, matchWorkshops } from "../../../modules/workshops/public.ts";

/** A service's workshops for the external picker (no claim, so no session), nearest to the query's point first. */
export const routes: RouteModule = (app, { db }) => {
  app.get(`${PUBLIC_PREFIX}/services/:externalId/workshops`, {
    schema: {
      tags: ["workshops"],
      params: serviceWorkshopsParamsSchema,
      querystring: workshopQuerySchema,
      response: { 200: workshopListResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const service = await findServiceByExternalId(db, request.params.externalId);
      if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
      const q = request.query;
      return matchWorkshops(await listServiceWorkshops(db, service.id), q, knownOrigin(q.latitude, q.longitude));
    },
  });
};
