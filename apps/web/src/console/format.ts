import { useEffect, useState } from "react";

/** Re-renders every `ms` so "time since" and "ETA" texts stay current on a screen left open. */
export function useNow(ms = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** Whole minutes between two instants (never negative). */
export const minutesBetween = (from: string, to: number) => Math.max(0, Math.round((to - Date.parse(from)) / 60_000));

/** A time of day in the operator's language, e.g. 14:05. */
export const clockTime = (iso: string, language: string) =>
  new Date(iso).toLocaleTimeString(language, { hour: "2-digit", minute: "2-digit" });

/** A short date and time in the operator's language (its own order, separators and clock), e.g. 14.03.26 14:05. */
export const dateTime = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language, { dateStyle: "short", timeStyle: "short" });
