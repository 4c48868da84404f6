import type { Place } from "@hitch/contract/geo/place";

/**
 * Where a service's customers break down: its country and the countries next to it. A search in
 * Tallinn for 'Tartu' means the Estonian town, not Tartus in Syria.
 */
const REGIONS: Record<string, readonly string[]> = {
  EE: ["EE", "LV", "FI", "RU"],
  LV: ["LV", "EE", "LT", "RU", "BY"],
  LT: ["LT", "LV", "PL", "BY", "RU"],
  RU: ["RU", "EE", "LV", "LT", "FI", "BY"],
};

/** How many more places to ask the geocoder for, so that the region's can still fill the list. */
export const REGIONAL_OVERFETCH = 3;

/**
 * The places of the service's region when there are any (in the geocoder's order: nearest to the map's
 * centre first), else the others: a name found only abroad is still offered.
 */
export function regionalPlaces(places: readonly Place[], countryCode: string | null, limit: number): Place[] {
  const region = countryCode ? REGIONS[countryCode] : undefined;
  const near = region ? places.filter((place) => region.includes(place.country.toUpperCase())) : [];
  return (near.length > 0 ? near : places).slice(0, limit);
}
