import { z } from "zod";
import { latitudeSchema, longitudeSchema } from "../common/geo.ts";

/**
 * A named place from the geocoder. The server sends data, never prose: the web formats
 * '2 km from Keila, EE' from `name`, `country` and `distanceMeters` in the user's language.
 */
export const placeSchema = z.strictObject({
  /** The place's own name as the gazetteer spells it, e.g. 'Pärnu'. */
  name: z.string().min(1),
  /** ISO 3166-1 alpha-2, upper case, e.g. 'EE'; empty when the provider does not know it. */
  country: z.string().max(2),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /** Great-circle distance from the point asked about (reverse) or the map centre (search), metres. */
  distanceMeters: z.number().int().nonnegative(),
  /**
   * A full address line when the provider has one (Nominatim's display_name, in the requested
   * language); null from the offline gazetteer, which only knows place names.
   */
  label: z.string().nullable(),
});
export type Place = z.infer<typeof placeSchema>;
