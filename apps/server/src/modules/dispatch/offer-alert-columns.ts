import type { DispatchRuntime } from "./dispatch-runtime.ts";

/**
 * A reopened offer is a new offer for the driver's alerts (modules/driver-alerts): pushed again, its notification
 * closed again when it ends, texted again if it is not opened in time.
 */
export const ALERTS_DUE = { pushedAt: null, pushClosedAt: null, driverSmsAt: null } as const;

/** An offer taken on the spot (an operator's assignment) never alerts: it is no question to the driver. */
export const alertsDone = (at: Date) => ({ pushedAt: at, pushClosedAt: at, driverSmsAt: at });

/** Only drivers whose phone reported a position since then are offered jobs (DRIVER_POSITION_STALE_MINUTES). */
export function freshPositionSince(rt: DispatchRuntime, now: Date): Date {
  return new Date(now.getTime() - rt.settings.positionStaleMinutes * 60_000);
}
