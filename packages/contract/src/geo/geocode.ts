import { z } from "zod";
import { latitudeQuerySchema, longitudeQuerySchema } from "../common/geo.ts";
import { placeSchema } from "./place.ts";

/**
 * GET /assistance-request/{id}/geocode?latitude&longitude (address from coordinates).
 * Answers the named place nearest to the point, or `{ place: null }` when there is none nearby
 * (open sea, or the provider knows nothing there). The web shows `label` when present, otherwise
 * formats '{distance} from {name}, {country}' itself.
 * A failing external geocoder answers 503 with code GEOCODER_UNAVAILABLE.
 */
export const geocodeQuerySchema = z.object({
  latitude: latitudeQuerySchema,
  longitude: longitudeQuerySchema,
});
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>;

export const geocodeResponseSchema = z.strictObject({ place: placeSchema.nullable() });
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;
