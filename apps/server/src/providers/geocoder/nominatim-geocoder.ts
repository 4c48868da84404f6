import { GeocoderUnavailableError, type Geocoder, type Place } from "./geocoder.ts";
import { haversineMeters } from "@hitch/contract/common/distance";

export type NominatimOptions = {
  /** Base URL of a Nominatim-compatible server, e.g. https://nominatim.example.org (no /reverse). */
  url: string;
  /** Nominatim's usage policy requires an identifying User-Agent. */
  userAgent?: string;
  /** Per request; the map's address modal should not hang on a slow server. Default 4 s. */
  timeoutMs?: number;
  /** Sent as `email` (policy: a contact for heavy users). */
  email?: string;
};

export const DEFAULT_NOMINATIM_USER_AGENT = "Hitch/0.1 roadside-assistance (+https://github.com/hitch)";

type NominatimAddress = Partial<Record<string, string>>;
type NominatimPlace = { lat?: string; lon?: string; name?: string; display_name?: string; address?: NominatimAddress };

/** Address parts that name a settlement, most specific first, for when `name` is a house or empty. */
const SETTLEMENT_KEYS = [
  "city",
  "town",
  "village",
  "hamlet",
  "suburb",
  "city_district",
  "municipality",
  "county",
  "state",
];

/**
 * Nominatim's jsonv2 API: GET {url}/reverse?format=jsonv2&lat&lon and GET {url}/search?format=jsonv2&q&limit.
 * Search has no 'near' parameter, so a viewbox around the centre biases it and the answers are sorted
 * by distance here.
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.url.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 4000;
  const headers = { "user-agent": options.userAgent ?? DEFAULT_NOMINATIM_USER_AGENT, accept: "application/json" };

  async function call(path: string, params: Record<string, string | undefined>): Promise<unknown> {
    const query = new URLSearchParams({ format: "jsonv2", addressdetails: "1" });
    for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
    if (options.email) query.set("email", options.email);
    let response: Response;
    try {
      response = await fetch(`${base}${path}?${query}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : "unreachable";
      throw new GeocoderUnavailableError(reason, { cause: error });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeocoderUnavailableError(`HTTP ${response.status}`);
    }
    try {
      return await response.json();
    } catch (error) {
      throw new GeocoderUnavailableError("answer is not JSON", { cause: error });
    }
  }

  const toPlace = (raw: NominatimPlace, fromLat: number, fromLng: number): Place | null => {
    const latitude = Number(raw.lat);
    const longitude = Number(raw.lon);
    const name = pickName(raw);
    if (!name || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    const country = (raw.address?.country_code ?? "").toUpperCase();
    return {
      name,
      country: /^[A-Z]{2}$/.test(country) ? country : "",
      latitude,
      longitude,
      distanceMeters: Math.round(haversineMeters({ latitude: fromLat, longitude: fromLng }, { latitude, longitude })),
      label: raw.display_name?.trim() || null,
    };
  };

  return {
    async warmUp() {},
    async reverse(latitude, longitude, lang) {
      const body = (await call("/reverse", {
        lat: String(latitude),
        lon: String(longitude),
        zoom: "18",
        "accept-language": lang,
      })) as NominatimPlace & { error?: unknown };
      // Nominatim answers 200 with {"error": "Unable to geocode"} when nothing is there.
      if (!body || typeof body !== "object" || "error" in body) return null;
      return toPlace(body, latitude, longitude);
    },
    async search(text, { near, limit, lang }) {
      const q = text.trim();
      if (q === "" || limit < 1) return [];
      const box = [near.longitude - 1, near.latitude + 1, near.longitude + 1, near.latitude - 1].map((v) =>
        v.toFixed(5),
      );
      const body = await call("/search", {
        q,
        limit: String(Math.min(50, limit * 2)),
        viewbox: box.join(","),
        bounded: "0",
        "accept-language": lang,
      });
      if (!Array.isArray(body)) throw new GeocoderUnavailableError("search answer is not a list");
      return body
        .map((raw: NominatimPlace) => toPlace(raw, near.latitude, near.longitude))
        .filter((place): place is Place => place !== null)
        .sort((a, b) => a.distanceMeters - b.distanceMeters)
        .slice(0, limit);
    },
  };
}

function pickName(raw: NominatimPlace): string | undefined {
  const own = raw.name?.trim();
  if (own) return own;
  for (const key of SETTLEMENT_KEYS) {
    const value = raw.address?.[key]?.trim();
    if (value) return value;
  }
  return raw.display_name?.split(",")[0]?.trim() || undefined;
}
