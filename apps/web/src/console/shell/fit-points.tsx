import { useEffect } from "react";
import * as L from "leaflet";
import { useMap } from "../../ui/leaflet/react-leaflet.ts";

export type MapPoint = { latitude: number; longitude: number };

/**
 * Inside a console map: keeps every point in view (their bounds, with a margin) whenever the set of
 * places changes, e.g. another service chosen or one added. A re-read list with the same places does not
 * move a map the operator has panned. One point alone is shown at street level, not at the widest zoom.
 */
export function FitPoints({ points, maxZoom = 13 }: { points: MapPoint[]; maxZoom?: number }) {
  const map = useMap();
  const key = points.map((p) => `${p.latitude}:${p.longitude}`).join(",");
  useEffect(() => {
    if (points.length === 0) return;
    const bounds = L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as [number, number]));
    map.fitBounds(bounds, { padding: [30, 30], maxZoom });
    // The key stands for the places: the array itself is new on every read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

/** The items that have a place on the map (both coordinates known). */
export const withPlace = <T extends { latitude: number | null; longitude: number | null }>(items: T[]) =>
  items.filter((i): i is T & MapPoint => i.latitude !== null && i.longitude !== null);
