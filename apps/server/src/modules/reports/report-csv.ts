import type { DurationStats, ServiceReport } from "@hitch/contract/console/reports";
import { toCsv } from "./csv.ts";

const durationRows = (name: string, stats: DurationStats) => [
  [`${name}_count`, null, stats.count],
  [`${name}_median_seconds`, null, stats.medianSeconds],
  [`${name}_p90_seconds`, null, stats.p90Seconds],
];

/** Rates as shares with four decimals (0.1667), so that a spreadsheet can format them as it likes. */
const share = (rate: number | null) => (rate === null ? null : Math.round(rate * 10_000) / 10_000);

/**
 * The report as CSV, one figure a row (metric, breakdown, value): the service and period first, then the
 * same figures the screen shows, then the days and the claims' incident types. Metric names stay English
 * identifiers, like the API's fields.
 */
export function reportCsv(report: ServiceReport): string {
  const { requests } = report;
  const rows: (string | number | null)[][] = [
    ["service", null, report.serviceName],
    ["from", null, report.from],
    ["to", null, report.to],
    ["time_zone", null, report.timeZone],
    ["requests_submitted", null, requests.submitted],
    ["requests_accepted", null, requests.accepted],
    ["requests_finished", null, requests.finished],
    ["requests_timed_out", null, requests.timedOut],
    ["requests_cancelled", null, requests.cancelled],
    ["timed_out_rate", null, share(requests.timedOutRate)],
    ["cancel_rate", null, share(requests.cancelRate)],
    ...durationRows("first_accept", report.firstAccept),
    ...durationRows("arrival", report.arrival),
    ...report.daily.flatMap((d) => [
      ["day_submitted", d.day, d.submitted],
      ["day_timed_out", d.day, d.timedOut],
      ["day_cancelled", d.day, d.cancelled],
    ]),
    ...report.claimsByIncidentType.map((c) => ["claims_by_incident_type", c.incidentType ?? "NONE", c.count]),
  ];
  return toCsv(["metric", "breakdown", "value"], rows);
}
