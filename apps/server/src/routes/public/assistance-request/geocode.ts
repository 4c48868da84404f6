import { errorBodySchema } from "@hitch/contract/common/errors";
import { idParamsSchema } from "@hitch/contract/common/ids";
import { geocodeQuerySchema, geocodeResponseSchema } from "@hitch/contract/geo/geocode";
import { PUBLIC_PREFIX, type RouteModule } from "../../../app-context.ts";
import { notFound } from "../../../http/http-error.ts";
import { findAssistanceRequest } from "../../../modules/assistance/public.ts";
import { geocoderUnavailable } from "../../../modules/geo/public.ts";

/** The map pin's address: the named place nearest to the point, in the request's language. */
export const routes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const geocoder = ctx.geocoder;
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
      return { place: await geocoder.reverse(latitude, longitude, row.language).catch(geocoderUnavailable) };
    },
  });
};
