import { z } from "zod";
import { isRealDate } from "./calendar.ts";
import { firstBroken, msg } from "./validation-messages.ts";

export const ACCIDENT_DATE_FORMAT = "dd/MM/yyyy";
const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** 24 h clock: hours 00-23, minutes 00-59 (24:00 is refused). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Parses 'dd/MM/yyyy' into its parts, or null when the text is not a real date. */
export function parseAccidentDate(value: string): { year: number; month: number; day: number } | null {
  const m = DATE.exec(value.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** Formats a local calendar date as 'dd/MM/yyyy'. */
export function formatAccidentDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** True when the 'dd/MM/yyyy' date is after the local calendar day of `now`. */
export function isFutureDate(value: string, now: Date): boolean {
  const d = parseAccidentDate(value);
  if (!d) return false;
  const given = d.year * 10000 + d.month * 100 + d.day;
  const today = now.getFullYear() * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
  return given > today;
}

/**
 * Accident date as the form holds it. `now` is injectable so tests (and a server checking in the
 * customer's time zone) decide what 'today' is; it is read at validation time, not at creation.
 */
export function makeAccidentDateSchema(now: () => Date = () => new Date()) {
  return z
    .string(msg("validation.accidentDateRequired"))
    .trim()
    .superRefine(
      firstBroken([
        [(v) => v !== "", "validation.accidentDateRequired"],
        [(v) => parseAccidentDate(v) !== null, "validation.accidentDateInvalid"],
        [(v) => !isFutureDate(v, now()), "validation.accidentDateFuture"],
      ]),
    );
}
export const accidentDateSchema = makeAccidentDateSchema();

/** Accident time 'HH:mm', 24 h. */
export const accidentTimeSchema = z
  .string(msg("validation.accidentTimeRequired"))
  .trim()
  .superRefine(
    firstBroken([
      [(v) => v !== "", "validation.accidentTimeRequired"],
      [(v) => TIME_PATTERN.test(v), "validation.accidentTimeInvalid"],
    ]),
  );

/**
 * The time picker's rule: choosing only one part sets the other to 00; choosing the header
 * (null for both) clears the time.
 */
export function composeTime(hours: string | null, minutes: string | null): string {
  if (hours === null && minutes === null) return "";
  return `${hours ?? "00"}:${minutes ?? "00"}`;
}

/**
 * Combines the form's local date and time into the ISO instant sent as accidentDatetime.
 * `offsetMinutes` is the local offset east of UTC (Tallinn in summer: 180), i.e. -Date#getTimezoneOffset().
 */
export function toAccidentDatetime(date: string, time: string, offsetMinutes: number): string | null {
  const d = parseAccidentDate(date);
  const t = TIME_PATTERN.exec(time.trim());
  if (!d || !t) return null;
  const utc = Date.UTC(d.year, d.month - 1, d.day, Number(t[1]), Number(t[2])) - offsetMinutes * 60_000;
  return new Date(utc).toISOString();
}

/** Clock skew a server tolerates before calling an accident time 'in the future'. */
export const FUTURE_SKEW_MS = 10 * 60_000;
