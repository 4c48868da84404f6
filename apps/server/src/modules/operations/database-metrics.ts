import { sql } from "drizzle-orm";
import { Counter, Gauge, type Registry } from "prom-client";
import { queryRows, type Db } from "../../db/connect.ts";

/**
 * Figures read from the database when /metrics is scraped: dispatch and the outbox are shared by
 * every instance, so each instance reports the same database-wide values (alert on one instance's,
 * or on max() across them, not on the sum). Two queries per scrape, none on the request path.
 */
export function createDatabaseMetrics(registry: Registry, db: Db) {
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  const counter = (name: string, help: string) => new Counter({ name, help, registers: [registry] });
  const waiting = gauge(
    "hitch_dispatch_requests_waiting_for_driver",
    "Submitted tow requests no driver has accepted yet (database-wide)",
  );
  const offers = counter("hitch_dispatch_offers_sent_total", "Offers ever sent to drivers (database-wide)");
  const accepts = counter(
    "hitch_dispatch_accepts_total",
    "Requests a driver accepted (first accepts; hand-overs not counted; database-wide)",
  );
  const timeouts = counter(
    "hitch_dispatch_timeouts_total",
    "Requests no driver accepted before the dispatch deadline (database-wide)",
  );
  const lastAccept = gauge(
    "hitch_dispatch_last_accept_timestamp_seconds",
    "When a driver last accepted a request (Unix time; 0 if never)",
  );
  const firstAccept = gauge(
    "hitch_dispatch_time_to_first_accept_seconds",
    "Time from submit to the first driver's accept over requests accepted in the last hour, by quantile",
    ["quantile"],
  );
  const callbacks = gauge(
    "hitch_operator_callbacks_open",
    "Timed-out requests waiting for an operator's call-back (database-wide)",
  );
  const backlog = gauge(
    "hitch_outbox_backlog_messages",
    "Messages waiting in the outbox to be sent (pending or being sent), by channel",
    ["channel"],
  );
  const oldest = gauge(
    "hitch_outbox_oldest_waiting_seconds",
    "Age of the oldest message waiting in the outbox, by channel (0 when none waits)",
    ["channel"],
  );
  const failed = gauge(
    "hitch_outbox_failed_messages",
    "Messages the outbox gave up on after every retry (status FAILED), by channel",
    ["channel"],
  );
  const setCounter = (counter: Counter, value: number) => {
    counter.reset();
    counter.inc(value);
  };

  return async function refresh() {
    const [d] = await queryRows<Record<string, string | number | null>>(
      db,
      sql`SELECT
        (SELECT count(*) FROM dispatch_jobs WHERE status = 'PENDING') AS waiting,
        (SELECT count(*) FROM dispatch_offers) AS offers,
        (SELECT count(*) FROM dispatch_assignments WHERE NOT is_transferred) AS accepts,
        (SELECT count(*) FROM dispatch_jobs WHERE status = 'TIMED_OUT') AS timeouts,
        (SELECT coalesce(extract(epoch FROM max(assigned_at)), 0) FROM dispatch_assignments) AS last_accept,
        (SELECT count(*) FROM operator_callbacks WHERE handled_at IS NULL) AS callbacks,
        q.p50, q.p90
      FROM (SELECT
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM a.assigned_at - j.started_at)) AS p50,
          percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM a.assigned_at - j.started_at)) AS p90
        FROM dispatch_assignments a JOIN dispatch_jobs j ON j.assistance_request_id = a.assistance_request_id
        WHERE NOT a.is_transferred AND a.assigned_at > now() - interval '1 hour') q`,
    );
    waiting.set(Number(d.waiting));
    setCounter(offers, Number(d.offers));
    setCounter(accepts, Number(d.accepts));
    setCounter(timeouts, Number(d.timeouts));
    lastAccept.set(Number(d.last_accept));
    callbacks.set(Number(d.callbacks));
    firstAccept.reset();
    if (d.p50 !== null) firstAccept.set({ quantile: "0.5" }, Number(d.p50));
    if (d.p90 !== null) firstAccept.set({ quantile: "0.9" }, Number(d.p90));

    const outbox = await queryRows<{ channel: string; waiting: string; failed: string; oldest: string | null }>(
      db,
      sql`SELECT 'sms' AS channel,
            count(*) FILTER (WHERE status IN ('PENDING', 'SENDING')) AS waiting,
            count(*) FILTER (WHERE status = 'FAILED') AS failed,
            extract(epoch FROM now() - min(created_at) FILTER (WHERE status IN ('PENDING', 'SENDING'))) AS oldest
          FROM sms_outbox
          UNION ALL
          SELECT 'email', count(*) FILTER (WHERE status IN ('PENDING', 'SENDING')),
            count(*) FILTER (WHERE status = 'FAILED'),
            extract(epoch FROM now() - min(created_at) FILTER (WHERE status IN ('PENDING', 'SENDING')))
          FROM email_outbox`,
    );
    for (const row of outbox) {
      backlog.set({ channel: row.channel }, Number(row.waiting));
      failed.set({ channel: row.channel }, Number(row.failed));
      oldest.set({ channel: row.channel }, Math.max(0, Number(row.oldest ?? 0)));
    }
  };
}
