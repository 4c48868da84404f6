import { EARTH_RADIUS_METERS } from "@hitch/contract/common/distance";
import { cellColumn, cellRow, GRID_COLUMNS, GRID_ROWS, type Gazetteer } from "./gazetteer.ts";

const DEG = Math.PI / 180;

/** Great-circle distance in metres from a point to gazetteer entry i (the haversine formula with the entry's cos(latitude) cached). */
export function distanceTo(g: Gazetteer, i: number, latitude: number, longitude: number): number {
  const dLat = (g.latitudes[i] - latitude) * DEG;
  const dLng = (g.longitudes[i] - longitude) * DEG;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(latitude * DEG) * g.cosLatitudes[i] * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type Hit = { index: number; meters: number };

/** Adds a hit to `hits` (sorted, nearest first) if it is among the k nearest so far. */
export function keepNearest(hits: Hit[], k: number, index: number, meters: number): void {
  if (hits.length === k && meters >= hits[k - 1].meters) return;
  // Insertion into a sorted list of at most k (<= 20) hits.
  if (hits.length < k) hits.push({ index, meters });
  let at = hits.length - 1;
  while (at > 0 && hits[at - 1].meters > meters) {
    hits[at] = hits[at - 1];
    at--;
  }
  hits[at] = { index, meters };
}

/**
 * The k entries nearest to the point that pass `accept`, nearest first. Walks square rings of grid
 * cells outwards and stops once no unvisited cell can hold anything nearer than the k-th hit.
 */
export function nearestEntries(
  g: Gazetteer,
  latitude: number,
  longitude: number,
  k: number,
  accept: ((index: number) => boolean) | null = null,
): Hit[] {
  const hits: Hit[] = [];
  if (k < 1) return hits;
  longitude = wrapLongitude(longitude);
  const row0 = cellRow(latitude);
  const col0 = cellColumn(longitude);
  const consider = (cell: number) => {
    for (let p = g.cellStart[cell], end = g.cellStart[cell + 1]; p < end; p++) {
      const index = g.cellItems[p];
      if (accept && !accept(index)) continue;
      keepNearest(hits, k, index, distanceTo(g, index, latitude, longitude));
    }
  };
  const visitRow = (row: number, dcFrom: number, dcTo: number) => {
    if (row < 0 || row >= GRID_ROWS) return;
    for (let dc = dcFrom; dc <= dcTo; dc++) consider(row * GRID_COLUMNS + ((col0 + dc + GRID_COLUMNS) % GRID_COLUMNS));
  };

  for (let r = 0; r <= Math.max(GRID_ROWS, GRID_COLUMNS / 2); r++) {
    // Column offsets are capped so that a ring wider than the globe visits each column once.
    const west = -Math.min(r, GRID_COLUMNS / 2);
    const east = Math.min(r, GRID_COLUMNS / 2 - 1);
    visitRow(row0 - r, west, east);
    if (r > 0) visitRow(row0 + r, west, east);
    for (let dr = -r + 1; dr <= r - 1; dr++) {
      if (r <= GRID_COLUMNS / 2) visitRow(row0 + dr, -r, -r);
      if (r <= GRID_COLUMNS / 2 - 1) visitRow(row0 + dr, r, r);
    }
    if (hits.length === k && hits[k - 1].meters <= unvisitedLowerBound(latitude, longitude, row0, col0, r)) break;
  }
  return hits;
}

export const wrapLongitude = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;

/** A lower bound on the distance from the point to any cell more than r rings away. */
function unvisitedLowerBound(latitude: number, longitude: number, row0: number, col0: number, r: number): number {
  let bound = Infinity;
  if (row0 - r > 0) bound = Math.min(bound, (latitude - (row0 - r - 90)) * DEG * EARTH_RADIUS_METERS);
  if (row0 + r < GRID_ROWS - 1) bound = Math.min(bound, (row0 + r + 1 - 90 - latitude) * DEG * EARTH_RADIUS_METERS);
  if (2 * r + 1 < GRID_COLUMNS) {
    const westEdge = col0 - r - 180;
    const eastEdge = col0 + r + 1 - 180;
    const dLng = Math.min(longitude - westEdge, eastEdge - longitude);
    // Nearest point on a meridian dLng away: asin(sin dLng * cos lat); beyond 90 degrees it is a pole.
    const angle = Math.asin(Math.sin(Math.min(dLng, 90) * DEG) * Math.cos(latitude * DEG));
    bound = Math.min(bound, angle * EARTH_RADIUS_METERS);
  }
  return bound;
}
