/**
 * A directions link the phone opens in its maps app: Android handles geo: URIs, iOS opens Apple
 * Maps links in Maps, anything else gets OpenStreetMap's route planner in the browser.
 */
export function directionsUrl(latitude: number, longitude: number, label: string, userAgent: string): string {
  const at = `${latitude},${longitude}`;
  if (/android/i.test(userAgent)) return `geo:${at}?q=${at}(${encodeURIComponent(label)})`;
  if (/iphone|ipad|ipod/i.test(userAgent)) return `https://maps.apple.com/?daddr=${at}&q=${encodeURIComponent(label)}`;
  return `https://www.openstreetmap.org/directions?route=%3B${encodeURIComponent(at)}`;
}
