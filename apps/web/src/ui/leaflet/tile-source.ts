const DEFAULT_TILE_URL = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";

/**
 * VITE_MAP_TILE_URL=none: there is no tile server to reach (an installation without internet access, a test or
 * bench machine). The customer's maps then ask for no tiles at all, rather than failing a request per tile, and
 * show their markers on the plain background they use while tiles load.
 */
export const tilesOff = import.meta.env.VITE_MAP_TILE_URL === "none";

/**
 * Tiles come from VITE_MAP_TILE_URL (a self-hosted or commercial tile server), OpenStreetMap's by default. Their
 * credit is VITE_MAP_ATTRIBUTION when set, OpenStreetMap's translated one otherwise (map-attribution.ts).
 */
export const tileSource = {
  url: (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || DEFAULT_TILE_URL,
  attribution: (import.meta.env.VITE_MAP_ATTRIBUTION as string | undefined) || null,
};

/** Shown where a tile cannot load (offline): a plain light square instead of a broken image; markers still show. */
export const BLANK_TILE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='256' height='256'%3E%3Crect width='256' height='256' fill='%23eef0f3'/%3E%3C/svg%3E";
