import type { TFunction } from "i18next";
import type { Place } from "@hitch/contract/geo/place";

/** Coordinates as people read them: five decimals is about a metre. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

/**
 * The server sends a place as data; the screen says it in the user's language, e.g.
 * '2 km from Keila, EE'. A provider's full address line (label) is shown as it is.
 */
export function formatPlace(
  t: TFunction,
  language: string,
  place: Place | null,
  at: { latitude: number; longitude: number },
): string {
  if (!place) return t("assistance:map.noPlace", { coordinates: formatCoordinates(at.latitude, at.longitude) });
  if (place.label) return place.label;
  const name = place.country ? `${place.name}, ${place.country}` : place.name;
  const metres = place.distanceMeters;
  if (metres < 100) return name;
  if (metres < 1000) return t("assistance:map.metresFrom", { distance: Math.round(metres / 10) * 10, place: name });
  const km = metres / 1000;
  const distance = new Intl.NumberFormat(language, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
  return t("assistance:map.kilometresFrom", { distance, place: name });
}
