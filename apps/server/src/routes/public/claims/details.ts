import {
  claimDetailsRequestSchema,
  claimDetailsResponseSchema as claimWorkshopResponseSchema,
} from "@hitch/contract/claims/details";
import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import {
  claimWorkshopsParamsSchema,
  serviceWorkshopsParamsSchema,
  workshopListResponseSchema,
  workshopQuerySchema,
} from "@hitch/contract/workshops/workshop";
import { PUBLIC_PREFIX, type RouteModule } from "../../app-context.ts";
import { customerScopeOf } from "../../auth/customer-scope.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { requireStepInFlow, serviceOfClaim } from "../claims/public.ts";
import { editClaim, findEditableClaim } from "../claims/public.ts";
import { findClaim } from "../claims/public.ts";
import { findServiceByExternalId } from "../services/public.ts";
import { acceptsClaim, knownOrigin, matchWorkshops, workshopView } from "./matching.ts";
import { findServiceWorkshop, listServiceWorkshops } from "./repository.ts";

const errors = { 400: errorBodySchema, 404: errorBodySchema };

/**
 * Workshop lists for the select-workshop step and the external picker, and the claim's choice.
 * The service list is public (the external picker has no claim); the claim list needs the claim's
 * session and orders by the accident location, falling back to latitude/longitude in the query.
 */
export const workshopPublicRoutes: RouteModule = (app, { db, now }) => {
  app.get(`${PUBLIC_PREFIX}/services/:externalId/workshops`, {
    schema: {
      tags: ["workshops"],
      params: serviceWorkshopsParamsSchema,
      querystring: workshopQuerySchema,
      response: { 200: workshopListResponseSchema, ...errors },
    },
    handler: async (request) => {
      const service = await findServiceByExternalId(db, request.params.externalId);
      if (!service) throw new HttpError(404, "SERVICE_NOT_FOUND");
      const q = request.query;
      return matchWorkshops(await listServiceWorkshops(db, service.id), q, knownOrigin(q.latitude, q.longitude));
    },
  });

  // The path names the claim by its external id (or its id); the scope guard accepts either.
  app.get(`${PUBLIC_PREFIX}/claims/:id/workshops`, {
    schema: {
      tags: ["workshops"],
      params: claimWorkshopsParamsSchema,
      querystring: workshopQuerySchema,
      response: { 200: workshopListResponseSchema, ...errors },
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

  app.patch(`${PUBLIC_PREFIX}/claims/:id/details`, {
    schema: {
      tags: ["workshops"],
      params: idParamsSchema,
      body: claimDetailsRequestSchema,
      response: { 200: claimWorkshopResponseSchema, ...errors, 409: errorBodySchema },
    },
    handler: async (request) => {
      const { id: claimId } = request.params;
      const claim = await findEditableClaim(db, claimId);
      requireStepInFlow(claim, await serviceOfClaim(db, claim), "select-workshop");
      // Another service's workshop is as unknown to this claim as a missing one.
      const workshop = await findServiceWorkshop(db, claim.serviceId, request.body.workshopId);
      if (!workshop) throw new HttpError(404, "WORKSHOP_NOT_FOUND");
      const filter = {
        incidentType: claim.incidentType!,
        vehicleMark: claim.vehicleMark,
        vehicleYear: claim.vehicleYear,
      };
      if (!acceptsClaim(workshop, filter)) {
        throw new HttpError(400, "VALIDATION_FAILED", [{ path: "workshopId", code: "WORKSHOP_NOT_SUITABLE" }]);
      }
      const row = await editClaim(db, claimId, { workshopId: workshop.id }, now());
      const origin = knownOrigin(row.accidentLatitude, row.accidentLongitude);
      return {
        workshopId: workshop.id,
        workshop: matchWorkshops([workshop], filter, origin)[0] ?? workshopView(workshop, null),
      };
    },
  });
};
