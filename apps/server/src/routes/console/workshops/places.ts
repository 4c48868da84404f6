import { errorBodySchema } from "@hitch/contract/common/errors";
import { placesSearchQuerySchema, placesSearchResponseSchema } from "@hitch/contract/geo/places-search";
import { CONSOLE_PREFIX, type RouteModule } from "../../../app-context.ts";
import { operatorGuard } from "../../../auth/operator-scope.ts";
import { geocoderUnavailable } from "../../../modules/geo/public.ts";

/**
 * The workshop form's address search: places from the geocoder provider, nearest to the form's map
 * first. Any signed-in operator may ask; the answer is the gazetteer's (or Nominatim's), no one's data.
 */
export const routes: RouteModule = (app, ctx) => {
  app.addHook("onRequest", operatorGuard(ctx));

  app.get(`${CONSOLE_PREFIX}/workshops/places`, {
    schema: {
      tags: ["console"],
      querystring: placesSearchQuerySchema,
      response: { 200: placesSearchResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 503: errorBodySchema },
    },
    handler: async (request) => {
      const { query, latitude, longitude, limit } = request.query;
      const places = await ctx.geocoder
        .search(query, { near: { latitude, longitude }, limit })
        .catch(geocoderUnavailable);
      return { places };
    },
  });
};
