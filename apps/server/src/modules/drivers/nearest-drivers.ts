import { sql } from "drizzle-orm";
import type { GeoPoint } from "../../providers/routing/routing-provider.ts";
import { EARTH_RADIUS_METERS } from "@hitch/contract/common/distance";
import { type Db, queryRows } from "../../db/connect.ts";

export type NearbyDriver = { id: number; latitude: number; longitude: number; distanceMeters: number };

export type NearestQuery = GeoPoint & {
  radiusMeters: number;
  limit: number;
  /** Leave out drivers already offered this request. */
  excludeOfferedFor?: number;
  /** Leave out drivers whose last position is older than this: a phone that stopped reporting is not there. */
  positionSince?: Date;
};

const METERS_PER_DEGREE_LATITUDE = (EARTH_RADIUS_METERS * Math.PI) / 180;
/** First search radius; widened x4 until enough drivers or the requested radius is reached. */
const FIRST_RING_METERS = 2_000;

/**
 * The nearest available drivers within a radius, nearest first.
 *
 * A bounding box on the partial GiST index over available drivers' positions narrows the rows,
 * then the exact haversine distance orders them. In a dense city a wide box would still hold
 * thousands of drivers, so the box starts small and grows only while it yields fewer than
 * `limit` drivers: when a ring yields enough, nobody outside it can be nearer.
 */
export async function findNearestDrivers(db: Db, query: NearestQuery): Promise<NearbyDriver[]> {
  let radius = Math.min(FIRST_RING_METERS, query.radiusMeters);
  for (;;) {
    const found = await nearestWithin(db, query, radius);
    if (found.length >= query.limit || radius >= query.radiusMeters) return found;
    radius = Math.min(radius * 4, query.radiusMeters);
  }
}

async function nearestWithin(db: Db, q: NearestQuery, radiusMeters: number): Promise<NearbyDriver[]> {
  const dLat = radiusMeters / METERS_PER_DEGREE_LATITUDE;
  // Longitude degrees shrink towards the poles: size the box for the latitude nearest the pole.
  const farthestLatitude = Math.min(89.9, Math.abs(q.latitude) + dLat);
  const dLng = Math.min(180, dLat / Math.cos((farthestLatitude * Math.PI) / 180));
  const notOffered =
    q.excludeOfferedFor === undefined
      ? sql``
      : sql`AND NOT EXISTS (SELECT 1 FROM dispatch_offers o
              WHERE o.assistance_request_id = ${q.excludeOfferedFor} AND o.driver_id = d.id)`;
  const rows = await queryRows<{ id: number; latitude: number; longitude: number; distance: number }>(
    db,
    sql`SELECT id, latitude, longitude, distance FROM (
          SELECT d.id, d.latitude, d.longitude,
            ${2 * EARTH_RADIUS_METERS}::float8 * asin(least(1, sqrt(
              power(sin(radians(d.latitude - ${q.latitude}::float8) / 2), 2)
              + cos(radians(${q.latitude}::float8)) * cos(radians(d.latitude))
                * power(sin(radians(d.longitude - ${q.longitude}::float8) / 2), 2)))) AS distance
          FROM drivers d
          WHERE d.available
            AND point(d.longitude, d.latitude) <@ box(
              point(${q.longitude - dLng}::float8, ${q.latitude - dLat}::float8),
              point(${q.longitude + dLng}::float8, ${q.latitude + dLat}::float8))
            ${notOffered}
            ${q.positionSince === undefined ? sql`` : sql`AND d.location_updated_at > ${q.positionSince.toISOString()}::timestamptz`}
        ) near
        WHERE distance <= ${radiusMeters}::float8
        ORDER BY distance, id
        LIMIT ${q.limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    distanceMeters: Number(r.distance),
  }));
}
