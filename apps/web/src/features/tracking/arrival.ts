import type { DriverAssignment } from "@hitch/contract/dispatch/assignment";

/**
 * When the truck should arrive, in epoch ms. The contract sends `eta` as an instant; a bare
 * number is read as minutes after assignedTime (the older API's shape), so either server works.
 */
export function arrivalAt(assignment: Pick<DriverAssignment, "eta" | "assignedTime">): number | null {
  const eta = assignment.eta.trim();
  if (/^\d+(\.\d+)?$/.test(eta)) {
    const assigned = Date.parse(assignment.assignedTime);
    return Number.isNaN(assigned) ? null : assigned + Number(eta) * 60_000;
  }
  const at = Date.parse(eta);
  return Number.isNaN(at) ? null : at;
}

/** Whole seconds left until `arrival`, never negative. */
export function secondsLeft(arrival: number, now: number): number {
  return Math.max(0, Math.ceil((arrival - now) / 1000));
}

/** Minutes and seconds as "mm:ss" (minutes keep growing past 59: "75:00"). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}
