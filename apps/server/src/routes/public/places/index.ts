import { errorBodySchema } from "@hitch/contract/common/errors";
import { placesSearchQuerySchema, placesSearchResponseSchema } from "@hitch/contract/geo/places-search";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import {
  geocoderUnavailable,
  REGIONAL_OVERFETCH,
  regionalPlaces,
  sessionSearchContext,
} from "../../../modules/geo/public.ts";

/**
 * The map's search box. Answers are data (place name, country, distance), never prose: the app
 * words '2 km from Keila, EE' in the user's language.
 */
export const routes: RouteModule = (app, ctx) => {
  const geocoder = ctx.geocoder;
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
      const { language: lang, countryCode } = await sessionSearchContext(ctx, request, reply);
      const { query, latitude, longitude, limit } = request.query;
      const near = { latitude, longitude };
      const found = await geocoder
        .search(query, { near, limit: limit * REGIONAL_OVERFETCH, lang })
        .catch(geocoderUnavailable);
      return { places: regionalPlaces(found, countryCode, limit) };
    },
  });
};
