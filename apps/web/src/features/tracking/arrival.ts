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

/** Whole minutes left until `arrival`, rounded up (a truck 30 s away is "in 1 min"), never negative. */
export function minutesLeft(arrival: number, now: number): number {
  return Math.max(0, Math.ceil((arrival - now) / 60_000));
}

/**
 * A clock time such as "14:35" in the reader's language, on the clock of the service's country (the place the
 * truck drives to), whatever zone the phone is set to. English readers get the 24-hour clock of the region.
 */
export function clockTime(at: number, language: string, timeZone: string | null): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    ...(timeZone ? { timeZone } : {}),
  }).format(at);
}

/** A day and a time ("25 Nov, 14:35") for the outcome screens, on the service's clock too. */
export function dayAndTime(at: number, language: string, timeZone: string | null): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    ...(timeZone ? { timeZone } : {}),
  }).format(at);
}

// The app's English is read in the Baltics: British conventions (day before month), not American.
const intlLocale = (language: string) => (language === "en" ? "en-GB" : language);
