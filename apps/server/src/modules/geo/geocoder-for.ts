import type { AppContext } from "../../app-context.ts";
import { createGeocoder } from "../../providers/geocoder/create-geocoder.ts";
import type { Geocoder } from "../../providers/geocoder/geocoder.ts";

// The offline gazetteer is ~8 MB in memory and takes about a second to build: one per process,
// shared by every app in it. A Nominatim adapter holds nothing, so each app gets its own.
let offline: Geocoder | null = null;
const external = new WeakMap<AppContext, Geocoder>();

/** The geocoder of GEOCODER (offline by default, or a Nominatim-compatible server at GEOCODER_URL). */
export function geocoderFor(ctx: AppContext): Geocoder {
  const settings = ctx.config.geocoder;
  if (settings.kind === "offline") return (offline ??= createGeocoder({ kind: "offline" }));
  let geocoder = external.get(ctx);
  if (!geocoder) {
    geocoder = createGeocoder({ kind: "nominatim", url: settings.url, timeoutMs: settings.timeoutMs });
    external.set(ctx, geocoder);
  }
  return geocoder;
}
