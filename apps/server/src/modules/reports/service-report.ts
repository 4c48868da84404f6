import { sql } from "drizzle-orm";
import type { DurationStats, ReportQuery, ServiceReport } from "@hitch/contract/console/reports";
import { queryRows, type Db } from "../../db/connect.ts";
import { inOperatorTimeZone } from "./time-zone.ts";

/** The period's bounds as instants: `from`'s midnight to the midnight after `to`, in the operator's time zone. */
const bounds = ({ from, to, timeZone }: ReportQuery) => ({
  start: sql`((${from})::date::timestamp AT TIME ZONE ${timeZone})`,
  end: sql`(((${to})::date + 1)::timestamp AT TIME ZONE ${timeZone})`,
});

/** Each request submitted in the period with the moments the report measures. */
const periodRequests = (serviceId: number, query: ReportQuery) => {
  const { start, end } = bounds(query);
  return sql`
    SELECT r.id, r.status, r.submit_time,
      (SELECT min(a.assigned_at) FROM dispatch_assignments a WHERE a.assistance_request_id = r.id) AS accepted_at,
      (SELECT min(a.arrived_at) FROM dispatch_assignments a WHERE a.assistance_request_id = r.id) AS arrived_at,
      (r.status = 'TIMED_OUT'
        OR EXISTS (SELECT 1 FROM operator_callbacks c WHERE c.assistance_request_id = r.id)) AS timed_out
    FROM assistance_requests r
    WHERE r.service_id = ${serviceId} AND r.submit_time >= ${start} AND r.submit_time < ${end}`;
};

const seconds = (column: string) => sql.raw(`extract(epoch FROM ${column} - submit_time)::float8`);
const percentile = (share: number, column: string) =>
  sql`percentile_cont(${sql.raw(String(share))}) WITHIN GROUP (ORDER BY ${seconds(column)})`;

interface TotalsRow {
  submitted: number;
  accepted: number;
  finished: number;
  timed_out: number;
  cancelled: number;
  accept_median: number | null;
  accept_p90: number | null;
  arrived: number;
  arrival_median: number | null;
  arrival_p90: number | null;
}

const stats = (count: number, median: number | null, p90: number | null): DurationStats => ({
  count,
  medianSeconds: median === null ? null : Math.round(median),
  p90Seconds: p90 === null ? null : Math.round(p90),
});

const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * One service's figures for a period, computed by the database (percentile_cont, which PGlite and
 * PostgreSQL share). A request counts in the period it was submitted in, whatever happened to it later.
 */
export function serviceReport(db: Db, service: { id: number; name: string }, query: ReportQuery) {
  return inOperatorTimeZone(() => readReport(db, service, query));
}

async function readReport(db: Db, service: { id: number; name: string }, query: ReportQuery) {
  const requests = periodRequests(service.id, query);
  const [totals] = await queryRows<TotalsRow>(
    db,
    sql`WITH r AS (${requests})
      SELECT count(*)::int AS submitted,
        count(accepted_at)::int AS accepted,
        (count(*) FILTER (WHERE status = 'FINISHED'))::int AS finished,
        (count(*) FILTER (WHERE timed_out))::int AS timed_out,
        (count(*) FILTER (WHERE status = 'CLIENT_CANCELLED'))::int AS cancelled,
        ${percentile(0.5, "accepted_at")} AS accept_median,
        ${percentile(0.9, "accepted_at")} AS accept_p90,
        count(arrived_at)::int AS arrived,
        ${percentile(0.5, "arrived_at")} AS arrival_median,
        ${percentile(0.9, "arrived_at")} AS arrival_p90
      FROM r`,
  );
  const daily = await queryRows<{ day: string; submitted: number; timed_out: number; cancelled: number }>(
    db,
    sql`WITH r AS (${requests})
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
        count(r.id)::int AS submitted,
        (count(r.id) FILTER (WHERE r.timed_out))::int AS timed_out,
        (count(r.id) FILTER (WHERE r.status = 'CLIENT_CANCELLED'))::int AS cancelled
      FROM generate_series((${query.from})::date, (${query.to})::date, interval '1 day') AS d(day)
      LEFT JOIN r ON (r.submit_time AT TIME ZONE ${query.timeZone})::date = d.day::date
      GROUP BY d.day ORDER BY d.day`,
  );
  const { start, end } = bounds(query);
  const claims = await queryRows<{
    incident_type: ServiceReport["claimsByIncidentType"][number]["incidentType"];
    count: number;
  }>(
    db,
    sql`SELECT incident_type, count(*)::int AS count FROM claims
      WHERE service_id = ${service.id} AND submitted_at >= ${start} AND submitted_at < ${end}
      GROUP BY incident_type ORDER BY count(*) DESC, incident_type`,
  );
  const report: ServiceReport = {
    serviceId: service.id,
    serviceName: service.name,
    from: query.from,
    to: query.to,
    timeZone: query.timeZone,
    requests: {
      submitted: totals.submitted,
      accepted: totals.accepted,
      finished: totals.finished,
      timedOut: totals.timed_out,
      cancelled: totals.cancelled,
      timedOutRate: rate(totals.timed_out, totals.submitted),
      cancelRate: rate(totals.cancelled, totals.submitted),
    },
    firstAccept: stats(totals.accepted, totals.accept_median, totals.accept_p90),
    arrival: stats(totals.arrived, totals.arrival_median, totals.arrival_p90),
    daily: daily.map((d) => ({ day: d.day, submitted: d.submitted, timedOut: d.timed_out, cancelled: d.cancelled })),
    claimsByIncidentType: claims.map((c) => ({ incidentType: c.incident_type, count: c.count })),
  };
  return report;
}
