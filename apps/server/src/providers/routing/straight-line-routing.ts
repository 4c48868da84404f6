import { haversineMeters } from "@hitch/contract/common/distance";
import type { EtaEstimate, GeoPoint, RoutingProvider } from "./routing-provider.ts";

export type StraightLineOptions = {
  /** Roads are longer than the crow flies; 1.3 is a common urban/rural average. */
  detourFactor: number;
  /** Average road speed of a tow truck in km/h. */
  speedKmh: number;
};

export const DEFAULT_STRAIGHT_LINE_OPTIONS: StraightLineOptions = { detourFactor: 1.3, speedKmh: 50 };

/** The offline default: great-circle distance times a detour factor, driven at a constant speed. */
export function createStraightLineRouting(
  options: StraightLineOptions = DEFAULT_STRAIGHT_LINE_OPTIONS,
): RoutingProvider & { estimateEtaSync(from: GeoPoint, to: GeoPoint): EtaEstimate } {
  if (!(options.detourFactor >= 1)) throw new RangeError("detourFactor must be >= 1");
  if (!(options.speedKmh > 0)) throw new RangeError("speedKmh must be > 0");
  const metersPerSecond = (options.speedKmh * 1000) / 3600;
  const estimateEtaSync = (from: GeoPoint, to: GeoPoint): EtaEstimate => {
    const meters = Math.round(haversineMeters(from, to) * options.detourFactor);
    return { meters, seconds: Math.round(meters / metersPerSecond) };
  };
  return { estimateEtaSync, estimateEta: async (from, to) => estimateEtaSync(from, to) };
}
