import { HttpError } from "../../http/http-error.ts";

/** A phone's clock may run a little ahead of the server's: up to this much counts as "now". */
const CLOCK_SKEW_MS = 30_000;
/** An update queued longer than this is recorded when it arrives (the phone's clock is not to be trusted). */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a driver's step happened: the tap's time the phone sent (an update queued offline arrives
 * late), or now without one. 400 VALIDATION_FAILED for a time in the future, older than a day, or before
 * the job's previous step (the steps' times must keep their order).
 */
export function tapTime(now: Date, tappedAt: string | undefined, previousStepAt: Date): Date {
  if (tappedAt === undefined) return now;
  const at = new Date(tappedAt);
  // Field codes in lower case, as zod's issue codes are.
  const refuse = (code: string) => new HttpError(400, "VALIDATION_FAILED", [{ path: "tappedAt", code }]);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) throw refuse("in_the_future");
  if (now.getTime() - at.getTime() > MAX_AGE_MS) throw refuse("too_old");
  if (at < previousStepAt) throw refuse("before_previous_step");
  return at > now ? now : at;
}
