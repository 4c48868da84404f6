import type { Config } from "../../config.ts";
import { createGeocoder } from "../../providers/geocoder/create-geocoder.ts";
import type { Geocoder } from "../../providers/geocoder/geocoder.ts";

// The offline gazetteer is ~8 MB in memory and takes about a second to build. It is read-only data,
// the same for every app, so the process keeps one and every app in it shares it; it holds no app state.
let offline: Geocoder | null = null;

/** The app's geocoder (GEOCODER): the shared offline gazetteer, or a Nominatim-compatible server of its own. */
export function geocoderFor(config: Config): Geocoder {
  const settings = config.geocoder;
  if (settings.kind === "offline") return (offline ??= createGeocoder({ kind: "offline" }));
  return createGeocoder({ kind: "nominatim", url: settings.url, timeoutMs: settings.timeoutMs });
}
