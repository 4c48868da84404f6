import { haversineMeters, type LatLng } from "@hitch/contract/common/distance";

/** How far from the nearest workshop another one may be and still share the map's first view. */
export const FRAME_RADIUS_METERS = 30_000;

/**
 * The workshops the map's first view frames, from a list sorted nearest first: the nearest and those
 * within FRAME_RADIUS_METERS of it, at most `max`. A workshop in another city stays on the map (pan or
 * zoom out) without shrinking the local ones to a dot.
 */
export function workshopsToFrame<T extends LatLng>(nearestFirst: readonly T[], max = 3): T[] {
  const first = nearestFirst[0];
  if (!first) return [];
  return nearestFirst.filter((w) => haversineMeters(first, w) <= FRAME_RADIUS_METERS).slice(0, max);
}
