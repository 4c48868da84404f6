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
    expect(sample(text, "hitch_http_request_duration_seconds_sum", labels)).toBeGreaterThan(0);
    expect(text).not.toContain("nobody-1");

    // Another status of the same route is its own series, and a request moves only its own.
    const healthz = 'method="GET",route="/healthz",status_code="200"';
    const before = sample(text, "hitch_http_request_duration_seconds_count", healthz) ?? 0;
    await t.app.inject({ method: "GET", url: "/healthz" });
    const after = await scrape();
    expect(sample(after, "hitch_http_request_duration_seconds_count", healthz)).toBe(before + 1);
    expect(sample(after, "hitch_http_request_duration_seconds_count", labels)).toBe(2);
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
    expect(sample(waiting, "hitch_dispatch_timeouts_total")).toBe(0);
    expect(sample(waiting, "hitch_operator_callbacks_open")).toBe(0);
    // Nothing accepted yet: no time to first accept to report.
    expect(sample(waiting, "hitch_dispatch_time_to_first_accept_seconds", 'quantile="0.5"')).toBeUndefined();
    expect(sample(waiting, "hitch_dispatch_last_accept_timestamp_seconds")).toBe(0);

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

  it("reports the outbox's backlog and the messages it gave up on, per channel, as they are written and sent", async () => {
    const channel = (text: string, name: string, which: "sms" | "email") => sample(text, name, `channel="${which}"`);
    const before = await scrape();
    expect(channel(before, "hitch_outbox_backlog_messages", "sms")).toBe(0);
    expect(channel(before, "hitch_outbox_oldest_waiting_seconds", "sms")).toBe(0);

    const deliveredBefore = t.delivered.size;
    // Written as the app writes them (sealed, in a transaction), not yet sent.
    const { outbox } = t.app.appContext;
    for (const to of ["+3725550001", "+3725550002"])
      await outbox.sms(t.db, { to, body: "Your link", language: "en", purpose: "CASE_UPDATED" });
    await outbox.email(t.db, { to: "a@example.com", subject: "S", body: "B", language: "en", purpose: "TEST" });
    await t.db.insert(smsOutbox).values({
      toPhone: "+3725550003",
      body: "…",
      language: "en",
      purpose: "TEST",
      provider: "outbox",
      status: "FAILED",
    });
    const written = await scrape();
    expect(channel(written, "hitch_outbox_backlog_messages", "sms")).toBe(2);
    expect(channel(written, "hitch_outbox_backlog_messages", "email")).toBe(1);
    expect(channel(written, "hitch_outbox_failed_messages", "sms")).toBe(1);
    expect(channel(written, "hitch_outbox_failed_messages", "email")).toBe(0);
    expect(channel(written, "hitch_outbox_oldest_waiting_seconds", "sms")).toBeGreaterThanOrEqual(0);

    await t.flushOutbox();
    expect(t.delivered.size).toBe(deliveredBefore + 2);
    const sent = await scrape();
    expect(channel(sent, "hitch_outbox_backlog_messages", "sms")).toBe(0);
    expect(channel(sent, "hitch_outbox_backlog_messages", "email")).toBe(0);
    expect(channel(sent, "hitch_outbox_failed_messages", "sms")).toBe(1);
  });

  it("reports open status streams as they open and close", async () => {
    const { id, code } = await requestWithLink(t.db, TALLINN);
    await startDispatch(t.db, t.dispatch, id);
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const cookie = await customerCookie(address, code);
    expect(sample(await scrape(), "hitch_status_streams_open")).toBe(0);
    const abort = new AbortController();
    const stream = await fetch(`${address}/api/v1/public/assistance-request/${id}/status/stream`, {
      headers: { cookie },
      signal: abort.signal,
    });
    await stream.body!.getReader().read();
    expect(sample(await scrape(), "hitch_status_streams_open")).toBe(1);
    abort.abort();
    await waitFor("the stream to close", async () => sample(await scrape(), "hitch_status_streams_open") === 0, 5_000);
  });

  it("reports the photos being decoded and waiting for a turn in the app's upload queue", async () => {
    // The queue every photo upload goes through, held by tasks that end when the test says so.
    const queue = t.app.appContext.imageQueue;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const idle = await scrape();
    expect(sample(idle, "hitch_upload_queue_processing")).toBe(0);
    expect(sample(idle, "hitch_upload_queue_waiting")).toBe(0);
    const tasks = Array.from({ length: queue.concurrency + 1 }, () => queue.run(() => gate));
    const busy = await scrape();
    expect(sample(busy, "hitch_upload_queue_processing")).toBe(queue.concurrency);
    expect(sample(busy, "hitch_upload_queue_waiting")).toBe(1);
    release();
    await Promise.all(tasks);
    const done = await scrape();
    expect(sample(done, "hitch_upload_queue_processing")).toBe(0);
    expect(sample(done, "hitch_upload_queue_waiting")).toBe(0);
  });

  it("reports the event-loop delay, past a stall of the loop", async () => {
    await scrape();
    // Node's monitor records nothing on its first tick (every 10 ms) after a scrape resets it: let it tick.
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A synchronous 300 ms: every request of this instance would have waited for it. The delay is recorded on the
    // monitor's next tick, long done by the time a scraper's request arrives.
    const until = Date.now() + 300;
    while (Date.now() < until);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sample(await scrape(), "nodejs_eventloop_lag_max_seconds")).toBeGreaterThanOrEqual(0.25);
  });

  // PGlite is one connection with no pool: its figures stay 1 idle, none waiting.
  it.skipIf(kind !== "postgres")("reports the database pool's busy connections and waiting queries", async () => {
    const pool = (text: string) => ({
      busy: sample(text, "hitch_db_pool_connections", 'state="busy"'),
      waiting: sample(text, "hitch_db_pool_waiting_queries"),
    });
    const idle = pool(await scrape());
    expect(idle.waiting).toBe(0);
    // Every connection of the pool (5 in tests) held by a transaction, and one more query waiting for one.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: 5 }, () =>
      t.db.transaction(async (tx) => (await tx.execute(sql`SELECT 1`), gate)),
    );
    await waitFor(
      "every connection taken",
      async () => t.database.poolStats().idle === 0 && t.database.poolStats().total === 5,
      5_000,
    );
    // then(): a Drizzle query runs only once something waits for it.
    const queued = t.db.execute(sql`SELECT 1`).then(() => {});
    await waitFor("a query waiting for a connection", async () => t.database.poolStats().waiting === 1, 5_000);
    // The scrape reads the pool first, then waits for a connection of its own until the holders let go.
    const scraping = t.app.appContext.operations.scrape();
    release();
    await Promise.all([...holders, queued]);
    const full = pool((await scraping).text);
    expect(full.busy).toBe(5);
    expect(full.waiting).toBe(1);
    expect(pool(await scrape()).waiting).toBe(0);
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
