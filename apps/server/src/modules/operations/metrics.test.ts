import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatchJobs } from "../../db/schema/dispatch.ts";
import { smsOutbox } from "../../db/schema/outbox.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { runDueSteps } from "../dispatch/dispatch-worker.ts";
import { customerCookie, freePort, insertDriver, requestWithLink, waitFor } from "../dispatch/process-harness.ts";
import { startDispatch } from "../dispatch/start-dispatch.ts";
import { northOf, TALLINN } from "../dispatch/test-support.ts";
import { startMetricsServer } from "./metrics-server.ts";

const TOKEN = "metrics-token-0123456789";

/** A sample's value in Prometheus text: `name{labels} value`; labels given in the order they are written. */
function sample(text: string, name: string, labels = ""): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ""} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe.each(TEST_DB_KINDS)("metrics on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { metrics: { token: TOKEN, port: undefined } } });
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it("answers only to its own token: none or another key is a 401", async () => {
    expect((await t.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const operatorKey = await t.app.inject({ method: "GET", url: "/metrics", headers: t.operator });
    expect(operatorKey.statusCode).toBe(401);
    expect(operatorKey.json().code).toBe("UNAUTHORIZED");
  });

  it("counts HTTP requests by route pattern and status, with their latency", async () => {
    for (const name of ["nobody-1", "nobody-2"])
      expect((await t.app.inject({ method: "GET", url: `/api/v1/public/theme/${name}` })).statusCode).toBe(404);
    const text = await scrape();
    const labels = 'method="GET",route="/api/v1/public/theme/:serviceName",status_code="404"';
    expect(sample(text, "hitch_http_request_duration_seconds_count", labels)).toBe(2);
    expect(sample(text, "hitch_http_request_duration_seconds_bucket", `le="10",${labels}`)).toBe(2);
    expect(text).not.toContain("nobody-1");
  });

  it("reports dispatch: waiting requests, offers sent, accepts, time to first accept, time-outs and open call-backs", async () => {
    const accepted = await requestWithLink(t.db, TALLINN);
    // Beyond every search radius: no driver is ever offered it.
    const expiring = await requestWithLink(t.db, northOf(TALLINN, 1_000_000));
    const driver = await insertDriver(t.db, northOf(TALLINN, 500));
    await startDispatch(t.db, t.dispatch, accepted.id);
    await startDispatch(t.db, t.dispatch, expiring.id);
    await runDueSteps(t.dispatch);
    const waiting = await scrape();
    expect(sample(waiting, "hitch_dispatch_requests_waiting_for_driver")).toBe(2);
    expect(sample(waiting, "hitch_dispatch_offers_sent_total")).toBe(1);
    expect(sample(waiting, "hitch_dispatch_accepts_total")).toBe(0);

    const auth = { authorization: `Bearer ${driver.token}` };
    const offers = await t.app.inject({ method: "GET", url: "/api/v1/driver/offers", headers: auth });
    const [offer] = offers.json<{ id: number }[]>();
    const accept = await t.app.inject({
      method: "POST",
      url: `/api/v1/driver/offers/${offer.id}/accept`,
      headers: auth,
    });
    expect(accept.statusCode).toBe(200);
    await t.db
      .update(dispatchJobs)
      .set({ deadlineAt: sql`now() - interval '1 second'`, nextActionAt: sql`now() - interval '1 second'` })
      .where(eq(dispatchJobs.assistanceRequestId, expiring.id));
    await runDueSteps(t.dispatch);

    const text = await scrape();
    expect(sample(text, "hitch_dispatch_requests_waiting_for_driver")).toBe(0);
    expect(sample(text, "hitch_dispatch_accepts_total")).toBe(1);
    expect(sample(text, "hitch_dispatch_timeouts_total")).toBe(1);
    expect(sample(text, "hitch_operator_callbacks_open")).toBe(1);
    expect(sample(text, "hitch_dispatch_time_to_first_accept_seconds", 'quantile="0.5"')).toBeGreaterThanOrEqual(0);
    expect(sample(text, "hitch_dispatch_last_accept_timestamp_seconds")).toBeGreaterThan(Date.now() / 1000 - 600);
  });

  it("reports the outbox's backlog and the messages it gave up on, per channel", async () => {
    const message = { toPhone: "+3725550000", body: "…", language: "en" as const, purpose: "TEST", provider: "outbox" };
    await t.db.insert(smsOutbox).values([message, message, { ...message, status: "FAILED" }]);
    const text = await scrape();
    expect(sample(text, "hitch_outbox_backlog_messages", 'channel="sms"')).toBe(2);
    expect(sample(text, "hitch_outbox_failed_messages", 'channel="sms"')).toBe(1);
    expect(sample(text, "hitch_outbox_backlog_messages", 'channel="email"')).toBe(0);
    expect(sample(text, "hitch_outbox_oldest_waiting_seconds", 'channel="sms"')).toBeGreaterThanOrEqual(0);
  });

  it("reports open status streams, the upload queue, the database pool and the event-loop delay", async () => {
    const { id, code } = await requestWithLink(t.db, TALLINN);
    await startDispatch(t.db, t.dispatch, id);
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const cookie = await customerCookie(address, code);
    const abort = new AbortController();
    const stream = await fetch(`${address}/api/v1/public/assistance-request/${id}/status/stream`, {
      headers: { cookie },
      signal: abort.signal,
    });
    await stream.body!.getReader().read();
    const open = await scrape();
    expect(sample(open, "hitch_status_streams_open")).toBe(1);
    abort.abort();
    await waitFor("the stream to close", async () => sample(await scrape(), "hitch_status_streams_open") === 0, 5_000);

    expect(sample(open, "hitch_upload_queue_processing")).toBe(0);
    expect(sample(open, "hitch_upload_queue_waiting")).toBe(0);
    expect(sample(open, "hitch_db_pool_connections", 'state="idle"')).toBeGreaterThanOrEqual(0);
    expect(sample(open, "hitch_db_pool_waiting_queries")).toBe(0);
    expect(sample(open, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("serves the same text without a token on METRICS_PORT, and nothing else there", async () => {
    const port = await freePort();
    const server = await startMetricsServer(t.app.appContext.operations, "127.0.0.1", port);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("hitch_dispatch_requests_waiting_for_driver");
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/admin/services`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe("overload, and metrics without METRICS_TOKEN", () => {
  it("refuses requests with 503 SERVER_BUSY and Retry-After past a memory limit, counts them, still answers /healthz, and keeps /metrics off the main port", async () => {
    const t = await createTestApp("pglite", {
      config: { overload: { eventLoopDelayMs: 0, heapUsedBytes: 1, rssBytes: 0 } },
    });
    try {
      // The limits are sampled once a second.
      const refused = await waitFor(
        "the first heap sample",
        async () => {
          const response = await t.app.inject({ method: "GET", url: "/api/v1/public/theme/demo" });
          return response.statusCode === 503 && response;
        },
        5_000,
      );
      expect(refused.json()).toEqual({ statusCode: 503, code: "SERVER_BUSY" });
      expect(refused.headers["retry-after"]).toBe("5");
      expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
      const metrics = await t.app.inject({ method: "GET", url: "/metrics", headers: t.operator });
      expect(metrics.statusCode).toBe(404);
      const { text } = await t.app.appContext.operations.scrape();
      expect(sample(text, "hitch_http_requests_rejected_overloaded_total", 'reason="heapUsedBytes"')).toBe(1);
    } finally {
      await t.close();
    }
  });
});
