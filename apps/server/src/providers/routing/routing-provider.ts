/** A point on the map in WGS84 degrees. */
export type GeoPoint = { latitude: number; longitude: number };

/** Estimated drive from a tow truck to the customer. */
export type EtaEstimate = { seconds: number; meters: number };

/**
 * Answers how long a tow truck needs to reach a customer. Implementations must not throw for
 * an unreachable backend: dispatch always needs an answer, so they fall back to an estimate.
 */
export interface RoutingProvider {
  estimateEta(from: GeoPoint, to: GeoPoint): Promise<EtaEstimate>;
}
