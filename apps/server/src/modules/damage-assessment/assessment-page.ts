import type { CountryCode, Language } from "@hitch/contract/common/enums";
import { brandTextColors, DEFAULT_THEME_COLOR, THEME_COLOR_PATTERN } from "@hitch/contract/services/theme-values";
import type { ClaimRow } from "../claims/public.ts";
import type { ServiceRow } from "../services/public.ts";
import { PAGE_TEXTS } from "./page-texts.ts";

const TIME_ZONES: Record<CountryCode, string> = {
  EE: "Europe/Tallinn",
  LV: "Europe/Riga",
  LT: "Europe/Vilnius",
  RU: "Europe/Moscow",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/**
 * The service colour (only a theme colour, #rrggbb, gets into CSS) and the readable text colour on it,
 * by the same rule as the web app's theme.
 */
export function themeColors(color: string | null | undefined) {
  const brand = color && THEME_COLOR_PATTERN.test(color) ? color : DEFAULT_THEME_COLOR;
  return { brand, onBrand: brandTextColors(brand).onBrand };
}

/** dd/MM/yyyy HH:mm in the service country's time zone, as the app shows dates. */
export function formatAccidentTime(at: Date, country: CountryCode): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: TIME_ZONES[country],
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

function layout(language: Language, title: string, color: string | null | undefined, main: string): string {
  const { brand, onBrand } = themeColors(color);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  :root { --brand: ${brand}; --on-brand: ${onBrand}; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #f5f5f5; }
  header { background: var(--brand); color: var(--on-brand); padding: 16px; }
  header p { margin: 0; font-weight: 600; }
  main { max-width: 560px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 1.5rem; margin: 8px 0 12px; }
  h2 { font-size: 1.125rem; margin: 24px 0 8px; }
  .note { background: #fff; border-left: 4px solid var(--brand); padding: 12px 16px; margin: 0; }
  dl { background: #fff; margin: 0; padding: 8px 16px; border-radius: 8px; }
  dt { font-size: 0.875rem; color: #4d4d4d; margin-top: 8px; }
  dd { margin: 0 0 8px; overflow-wrap: anywhere; white-space: pre-line; }
</style>
</head>
<body>
<header><p>${escapeHtml(title)}</p></header>
<main>
${main}
</main>
</body>
</html>
`;
}

/** The built-in assessment page: what the customer reported, and that the assessment follows. */
export function renderAssessmentPage(claim: ClaimRow, service: ServiceRow): string {
  const t = PAGE_TEXTS[claim.language];
  const vehicle = [
    claim.licensePlate,
    [claim.vehicleMark, claim.vehicleModel].filter(Boolean).join(" "),
    claim.vehicleYear?.toString(),
  ]
    .filter((v): v is string => Boolean(v))
    .join(", ");
  const rows: [string, string | null][] = [
    [t.reference, claim.externalId],
    [t.incident, claim.incidentType && t.incidents[claim.incidentType]],
    [t.vehicle, vehicle || null],
    [t.accidentTime, claim.accidentAt && formatAccidentTime(claim.accidentAt, service.countryCode)],
    [t.place, claim.accidentAddress],
    [t.description, claim.accidentDescription],
    [t.settlement, claim.settlementType && t.settlements[claim.settlementType]],
  ];
  const summary = rows
    .filter((row): row is [string, string] => Boolean(row[1]))
    .map(([label, value]) => `  <dt>${escapeHtml(label)}</dt>\n  <dd>${escapeHtml(value)}</dd>`)
    .join("\n");
  return layout(
    claim.language,
    t.pageTitle,
    service.themeColor,
    `<h1>${escapeHtml(t.heading)}</h1>
<p class="note">${escapeHtml(t.note)}</p>
<h2>${escapeHtml(t.summaryHeading)}</h2>
<dl>
${summary}
</dl>`,
  );
}

/** An unknown or expired page link, in the browser's language when it is one of ours. */
export function renderNotFoundPage(language: Language): string {
  const t = PAGE_TEXTS[language];
  return layout(
    language,
    t.pageTitle,
    null,
    `<h1>${escapeHtml(t.notFoundTitle)}</h1>\n<p>${escapeHtml(t.notFoundBody)}</p>`,
  );
}
