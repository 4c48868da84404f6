import { errorBodySchema } from "@hitch/contract/common/errors";
import {
  claimWorkshopsParamsSchema,
  workshopListResponseSchema,
  workshopQuerySchema,
} from "@hitch/contract/workshops/workshop";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { customerScopeOf } from "../../../auth/customer-scope.ts";
import { notFound } from "../../../http/http-error.ts";
import { findClaim } from "../../../modules/claims/public.ts";
import { knownOrigin, listServiceWorkshops, matchWorkshops } from "../../../modules/workshops/public.ts";

/**
 * The select-workshop step's list: the claim's service's workshops that take the claim, ordered by the
 * accident location, falling back to latitude/longitude in the query.
 */
export const routes: RouteModule = (app, { db }) => {
  // The path names the claim by its external id (or its id); the scope guard accepts either.
  app.get(`${PUBLIC_PREFIX}/claims/:id/workshops`, {
    schema: {
      tags: ["workshops"],
      params: claimWorkshopsParamsSchema,
      querystring: workshopQuerySchema,
      response: { 200: workshopListResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const claim = await findClaim(db, customerScopeOf(request).id);
      if (!claim) throw notFound();
      const q = request.query;
      const origin =
        knownOrigin(claim.accidentLatitude, claim.accidentLongitude) ?? knownOrigin(q.latitude, q.longitude);
      return matchWorkshops(await listServiceWorkshops(db, claim.serviceId), q, origin);
    },
  });
};
