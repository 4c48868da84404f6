import type { EtaEstimate, GeoPoint, RoutingProvider } from "./routing-provider.ts";

export type OsrmOptions = {
  /** Base URL of an OSRM-compatible server, e.g. http://osrm.internal:5000 (no trailing /route). */
  baseUrl: string;
  timeoutMs: number;
  /** Used whenever the server is slow, down or answers without a route. */
  fallback: RoutingProvider;
  onFallback?: (reason: string) => void;
};

type OsrmResponse = { code?: string; routes?: { duration?: number; distance?: number }[] };

/** OSRM's HTTP route service: GET {base}/route/v1/driving/{lng},{lat};{lng},{lat}?overview=false */
export function createOsrmRouting(options: OsrmOptions): RoutingProvider {
  const base = options.baseUrl.replace(/\/+$/, "");
  const coordinate = (p: GeoPoint) => `${p.longitude.toFixed(6)},${p.latitude.toFixed(6)}`;

  return {
    async estimateEta(from, to): Promise<EtaEstimate> {
      const url = `${base}/route/v1/driving/${coordinate(from)};${coordinate(to)}?overview=false`;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as OsrmResponse;
        const route = body.routes?.[0];
        if (body.code !== "Ok" || !route || !Number.isFinite(route.duration) || !Number.isFinite(route.distance)) {
          throw new Error(`no route (${body.code ?? "no code"})`);
        }
        return { seconds: Math.round(route.duration!), meters: Math.round(route.distance!) };
      } catch (error) {
        options.onFallback?.(error instanceof Error ? error.message : String(error));
        return options.fallback.estimateEta(from, to);
      }
    },
  };
}
