import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** Open, idle and waiting connections of the database pool (PGlite: one connection, never waiting). */
export type PoolStats = () => { total: number; idle: number; waiting: number };

let processMetrics: Registry | undefined;

/**
 * process_* and nodejs_* (event-loop delay as nodejs_eventloop_lag_*, heap, GC, handles): one set per
 * process, because they describe the process and their event-loop monitor runs until it exits.
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/**
 * One app's Prometheus registry and instruments. Per app, not prom-client's global registry: tests
 * build many apps in one process. Instruments updated on the request path cost a label lookup and
 * an addition; everything read from the database is read when /metrics is scraped (database-metrics.ts).
 */
export function createMetrics() {
  const registry = new Registry();
  const m = {
    registry,
    /** The app's metrics and the process's, as one scrape. */
    merged: () => Registry.merge([registry, processRegistry()]),
    httpDuration: new Histogram({
      name: "hitch_http_request_duration_seconds",
      help: "HTTP requests answered, by method, route pattern and status code, with their duration (the _count is the request count)",
      labelNames: ["method", "route", "status_code"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    overloadRejections: new Counter({
      name: "hitch_http_requests_rejected_overloaded_total",
      help: "Requests answered 503 SERVER_BUSY because the event loop or memory was past its limit, by limit",
      labelNames: ["reason"] as const,
      registers: [registry],
    }),
    statusStreamsOpen: new Gauge({
      name: "hitch_status_streams_open",
      help: "Customers' status streams (server-sent events) open on this instance",
      registers: [registry],
    }),
    uploadsProcessing: new Gauge({
      name: "hitch_upload_queue_processing",
      help: "Photos this instance is decoding now",
      registers: [registry],
    }),
    uploadsWaiting: new Gauge({
      name: "hitch_upload_queue_waiting",
      help: "Photos waiting for a decoding slot on this instance",
      registers: [registry],
    }),
    poolConnections: new Gauge({
      name: "hitch_db_pool_connections",
      help: "Database connections of this instance's pool, by state (busy, idle)",
      labelNames: ["state"] as const,
      registers: [registry],
    }),
    poolWaiting: new Gauge({
      name: "hitch_db_pool_waiting_queries",
      help: "Queries of this instance waiting for a free database connection",
      registers: [registry],
    }),
  };
  return m;
}
