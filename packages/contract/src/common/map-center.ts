// Kept apart from geo.ts (coordinate schemas) so the map screens can read it without zod.

/** Where the map starts when nothing else is known (Tallinn). */
export const DEFAULT_MAP_CENTER = { latitude: 59.424065, longitude: 24.791512 } as const;

/** The capital of each service country: a map without the phone's position starts where the service works. */
const CAPITALS: Readonly<Record<string, { latitude: number; longitude: number }>> = {
  EE: DEFAULT_MAP_CENTER,
  LV: { latitude: 56.949649, longitude: 24.105186 },
  LT: { latitude: 54.687157, longitude: 25.279652 },
  RU: { latitude: 55.755826, longitude: 37.6173 },
};

/** Where a service's map starts: its country's capital, else the default. */
export function mapCenterFor(countryCode: string | null | undefined): { latitude: number; longitude: number } {
  return (countryCode && CAPITALS[countryCode]) || DEFAULT_MAP_CENTER;
}
