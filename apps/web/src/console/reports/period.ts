/** The operator's own time zone: the server counts days from their midnight. */
export const operatorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A calendar day (YYYY-MM-DD) `days` before today, in the operator's time zone. */
export function dayBefore(days: number, today = new Date()): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A calendar day shown short in the operator's language (the day itself, no time zone shift). */
export const shortDay = (day: string, language: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(language, { day: "numeric", month: "short", timeZone: "UTC" });

/** A query string of the filters that are set. */
export function queryOf(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value != null && value !== "") search.set(key, String(value));
  return search.toString();
}
