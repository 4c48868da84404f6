import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { geocodeQuerySchema, geocodeResponseSchema } from "@hitch/contract/geo/geocode";
import { placesSearchQuerySchema, placesSearchResponseSchema } from "@hitch/contract/geo/places-search";
import type { FastifyReply, FastifyRequest } from "fastify";
import { PUBLIC_PREFIX, type AppContext, type RouteModule } from "../../app-context.ts";
import { verifyCustomerSession } from "../../auth/customer-scope.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { GeocoderUnavailableError } from "../../providers/geocoder/geocoder.ts";
import { findAssistanceRequest } from "../assistance/public.ts";
import { findClaim } from "../claims/public.ts";
import { geocoderFor } from "./geocoder-for.ts";

const unavailable = (error: unknown): never => {
  if (error instanceof GeocoderUnavailableError) throw new HttpError(503, "GEOCODER_UNAVAILABLE");
  throw error;
};

/** The language of the session's request or claim, which must still be being filled in: an external geocoder answers in it. */
async function sessionLanguage(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const { db } = ctx;
  const session = await verifyCustomerSession(ctx, request, reply);
  if (!session || session.phase !== "open") throw new HttpError(401, "UNAUTHORIZED");
  const row =
    session.kind === "assistance" ? await findAssistanceRequest(db, session.id) : await findClaim(db, session.id);
  if (!row) throw new HttpError(401, "UNAUTHORIZED");
  return row.language;
}

/**
 * The map's address and search box. Answers are data (place name, country, distance), never
 * prose: the app words '2 km from Keila, EE' in the user's language.
 */
export const geoRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const geocoder = geocoderFor(ctx);
  // A listening server builds the gazetteer now rather than on its first customer's pin.
  app.addHook("onListen", async () => {
    void geocoder.warmUp().catch((error: unknown) => app.log.warn({ err: error }, "geocoder warm-up failed"));
  });

  app.get(`${PUBLIC_PREFIX}/assistance-request/:id/geocode`, {
    schema: {
      tags: ["assistance"],
      description:
        "The named place nearest to the point, for the pin's confirmation modal; { place: null } when none is near.",
      params: idParamsSchema,
      querystring: geocodeQuerySchema,
      response: { 200: geocodeResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema },
    },
    handler: async (request) => {
      const row = await findAssistanceRequest(db, request.params.id);
      if (!row) throw notFound();
      const { latitude, longitude } = request.query;
      return { place: await geocoder.reverse(latitude, longitude, row.language).catch(unavailable) };
    },
  });

  app.get(`${PUBLIC_PREFIX}/places`, {
    schema: {
      tags: ["geo"],
      summary: "Place suggestions for the map's search box",
      description:
        "Places whose name contains `query` (case- and diacritic-insensitive: 'parnu' finds 'Pärnu'), nearest to the map " +
        "centre (`latitude`, `longitude`) first, at most `limit` (1-20, default 8). Needs a customer link session " +
        "(assistance or claim), else 401. 503 GEOCODER_UNAVAILABLE when an external geocoder fails.",
      querystring: placesSearchQuerySchema,
      response: { 200: placesSearchResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 503: errorBodySchema },
    },
    handler: async (request, reply) => {
      const lang = await sessionLanguage(ctx, request, reply);
      const { query, latitude, longitude, limit } = request.query;
      return {
        places: await geocoder.search(query, { near: { latitude, longitude }, limit, lang }).catch(unavailable),
      };
    },
  });
};
