import { z } from "zod";
import { latitudeQuerySchema, longitudeQuerySchema } from "../common/geo.ts";
import { placeSchema } from "./place.ts";

export const PLACES_SEARCH_DEFAULT_LIMIT = 8;
export const PLACES_SEARCH_MAX_LIMIT = 20;
export const PLACES_QUERY_MAX_LENGTH = 100;

/**
 * GET /places?query&latitude&longitude&limit (new; feeds the map's search-box suggestions).
 * Needs the customer's link session like every other public route.
 * - query: the typed text (trimmed, 1..100 characters); matched case- and diacritic-insensitively
 *   anywhere in the place name ('parnu' finds 'Pärnu').
 * - latitude, longitude: the map centre; results come nearest to it first.
 * - limit: 1..20, default 8.
 * 200: `{ places: Place[] }` (possibly empty). 400 VALIDATION_FAILED for a bad query string.
 * A failing external geocoder answers 503 with code GEOCODER_UNAVAILABLE.
 */
export const placesSearchQuerySchema = z.object({
  query: z.string().trim().min(1).max(PLACES_QUERY_MAX_LENGTH),
  latitude: latitudeQuerySchema,
  longitude: longitudeQuerySchema,
  limit: z.coerce.number().int().min(1).max(PLACES_SEARCH_MAX_LIMIT).default(PLACES_SEARCH_DEFAULT_LIMIT),
});
export type PlacesSearchQuery = z.infer<typeof placesSearchQuerySchema>;

export const placesSearchResponseSchema = z.strictObject({ places: z.array(placeSchema) });
export type PlacesSearchResponse = z.infer<typeof placesSearchResponseSchema>;
