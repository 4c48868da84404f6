import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/connect.ts";

/**
 * Takes off duty the drivers no phone speaks for any more: on duty without a job (available) and either their last
 * position is older than DRIVER_POSITION_STALE_MINUTES, or they signed in on phones and none of those sessions is
 * still live (revoked or expired). Dispatch skips stale positions anyway (findNearestDrivers' positionSince); this
 * makes it what the console and the app say, with the reason the app tells the driver once. Programs signed in by
 * a bearer token (no session ever) and the simulator's drivers keep their duty: no phone is missing there.
 * Answers the drivers taken off duty.
 */
export async function takeStaleDriversOffDuty(db: Db, staleMinutes: number, now: Date): Promise<number[]> {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - staleMinutes * 60_000).toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE drivers d SET available = false, updated_at = ${at}::timestamptz,
          off_duty_reason = CASE WHEN d.location_updated_at <= ${cutoff}::timestamptz
                                 THEN 'STALE_POSITION' ELSE 'NO_SESSION' END
        WHERE d.available AND NOT d.simulated
          AND NOT EXISTS (SELECT 1 FROM dispatch_assignments a WHERE a.driver_id = d.id AND a.active)
          AND (d.location_updated_at <= ${cutoff}::timestamptz
            OR (EXISTS (SELECT 1 FROM driver_sessions s WHERE s.driver_id = d.id)
              AND NOT EXISTS (SELECT 1 FROM driver_sessions s WHERE s.driver_id = d.id
                AND s.revoked_at IS NULL AND s.expires_at > ${at}::timestamptz)))
        RETURNING d.id`,
  );
  return rows.map((r) => Number(r.id));
}
