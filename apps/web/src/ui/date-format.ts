/**
 * Dates in the reader's language. Intl writes a Latvian month in the nominative ("15. jūnijs"), the form of a
 * heading; in a sentence ("Izpildīts 2026. gada 15. jūnijā") Latvian needs the locative, which is what the
 * app's texts around a date ("Izpildīts {{time}}", "Paredzams: {{time}}") call for.
 */
export function formatDate(ms: number, language: string, options: Intl.DateTimeFormatOptions): string {
  const format = new Intl.DateTimeFormat(language, options);
  if (language !== "lv") return format.format(ms);
  return format
    .formatToParts(ms)
    .map((part) => (part.type === "month" ? latvianLocative(part.value) : part.value))
    .join("");
}

// Latvian month names end in -is (-ī), -s after another letter (-ā): janvāris → janvārī, jūnijs → jūnijā.
function latvianLocative(month: string): string {
  if (month.endsWith("is")) return `${month.slice(0, -2)}ī`;
  if (/[^.]s$/.test(month)) return `${month.slice(0, -1)}ā`;
  return month;
}
