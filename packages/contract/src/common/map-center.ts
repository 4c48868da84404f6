// Kept apart from geo.ts (coordinate schemas) so the map screens can read it without zod.

/** Where the map starts (Tallinn). */
export const DEFAULT_MAP_CENTER = { latitude: 59.424065, longitude: 24.791512 } as const;
