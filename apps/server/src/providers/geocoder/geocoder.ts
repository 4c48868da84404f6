/**
 * Geocoder provider: turns a map point into the nearest named place (reverse) and typed text into
 * places nearest to the map centre (search). Build one with createGeocoder() (create-geocoder.ts).
 *
 *   const geocoder = createGeocoder({ kind: "offline" });          // or { kind: "nominatim", url }
 *   await geocoder.reverse(59.30, 24.43)       // { name: "Keila", country: "EE", distanceMeters: 1260, label: null, ... } | null
 *   await geocoder.search("parnu", { near: { latitude: 59.42, longitude: 24.79 }, limit: 8 })  // Place[]
 *
 * Answers are data, never prose: the web formats '1 km from Keila, EE'. An external provider that is
 * down or slow makes both calls reject with GeocoderUnavailableError (code GEOCODER_UNAVAILABLE,
 * answer 503 with that code); the offline gazetteer never fails after it has loaded.
 */
import type { ErrorCode } from "@hitch/contract/common/errors";
import type { Place } from "@hitch/contract/geo/place";

export type { Place };
export type LatLng = { latitude: number; longitude: number };

export type SearchOptions = {
  /** The map centre: results come nearest to it first. */
  near: LatLng;
  limit: number;
  /** Preferred language of names and labels (used by Nominatim; the gazetteer has one name per place). */
  lang?: string;
};

export interface Geocoder {
  /** The nearest named place to the point, or null when none is near enough. */
  reverse(latitude: number, longitude: number, lang?: string): Promise<Place | null>;
  /** Places whose name contains the text (case- and diacritic-insensitive), nearest first. */
  search(text: string, options: SearchOptions): Promise<Place[]>;
  /** Loads whatever the provider needs up front (the gazetteer); optional to call, calls load lazily. */
  warmUp(): Promise<void>;
}

/** The external geocoding service failed (unreachable, timed out, bad answer). Map to 503. */
export class GeocoderUnavailableError extends Error {
  readonly code = "GEOCODER_UNAVAILABLE" satisfies ErrorCode;
  readonly statusCode = 503;
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`geocoder unavailable: ${reason}`, options);
    this.name = "GeocoderUnavailableError";
  }
}
