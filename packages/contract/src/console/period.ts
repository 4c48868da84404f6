import { z } from "zod";
import { isRealDate } from "../common/calendar.ts";

/** The longest period a report or a trend covers: a year and a day (a leap year's full year fits). */
export const MAX_PERIOD_DAYS = 366;

/** A calendar day, YYYY-MM-DD, that exists. */
export const calendarDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const [y, m, d] = day.split("-").map(Number);
    return isRealDate(y, m, d);
  });

/**
 * An IANA time zone the runtime knows ("Europe/Tallinn"): the operator's days start at their midnight. Offsets
 * ("+02:00") are refused: PostgreSQL would read them as POSIX zones, with the sign the other way round.
 */
export const timeZoneSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][\w+-]*(\/[\w+-]+){0,2}$/)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  });

/** Whole days from one calendar day to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
