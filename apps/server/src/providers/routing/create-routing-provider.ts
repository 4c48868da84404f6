import { createOsrmRouting } from "./osrm-routing.ts";
import type { RoutingProvider } from "./routing-provider.ts";
import { createStraightLineRouting } from "./straight-line-routing.ts";

export type RoutingSettings = {
  /** When set, ETAs come from this OSRM-compatible server; otherwise the straight-line estimate. */
  osrmUrl?: string;
  osrmTimeoutMs: number;
  detourFactor: number;
  speedKmh: number;
};

export function createRoutingProvider(
  settings: RoutingSettings,
  log: { warn(obj: object, msg: string): void } = { warn: () => {} },
): RoutingProvider {
  const straightLine = createStraightLineRouting({ detourFactor: settings.detourFactor, speedKmh: settings.speedKmh });
  if (!settings.osrmUrl) return straightLine;
  return createOsrmRouting({
    baseUrl: settings.osrmUrl,
    timeoutMs: settings.osrmTimeoutMs,
    fallback: straightLine,
    onFallback: (reason) => log.warn({ reason }, "routing: OSRM unavailable, using straight-line ETA"),
  });
}
