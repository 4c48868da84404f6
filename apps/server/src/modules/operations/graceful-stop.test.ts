import { rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { connect, queryRows } from "../../db/connect.ts";
import { migratedDataDir } from "../../db/test-db.ts";
import { customerCookie, insertDriver, requestWithLink, spawnServer, waitFor } from "../dispatch/process-harness.ts";
import { runDueSteps } from "../dispatch/dispatch-worker.ts";
import { startDispatch } from "../dispatch/start-dispatch.ts";
import { northOf, TALLINN, testRuntime } from "../dispatch/test-support.ts";

/** A refused or cut connection, before any answer: the client (the app's poll) asks again elsewhere. */
const CONNECTION_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "UND_ERR_SOCKET", "EPIPE"]);

function connectionErrorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? String(error);
}

// The real server on a PGlite data directory, stopped with SIGTERM while customers poll and offers go out.
describe("SIGTERM during a poll storm and a dispatch wave (real processes, PGlite)", () => {
  let dataDir = "";
  afterAll(() => dataDir && rmSync(dataDir, { recursive: true, force: true }));

  it("answers every poll it took, ends the status streams, exits 0 in time, and the next instance finds every job whole", async () => {
    dataDir = await migratedDataDir("hitch-stop-");
    const setup = await connect({ dataDir });
    const requests: { id: number; code: string }[] = [];
    for (let i = 0; i < 4; i++) requests.push(await requestWithLink(setup.db, northOf(TALLINN, i * 200)));
    // Two drivers for four requests, none accepting: a new, wider wave goes out every half second.
    const drivers = [
      await insertDriver(setup.db, northOf(TALLINN, 30_000)),
      await insertDriver(setup.db, northOf(TALLINN, 40_000)),
    ];
    for (const { id } of requests) await startDispatch(setup.db, testRuntime(setup.db), id, { timeoutSeconds: 600 });
    await setup.close();

    const env = { DATA_DIR: dataDir, DISPATCH_WAVE_INTERVAL_SECONDS: "0.5", SHUTDOWN_TIMEOUT_SECONDS: "10" };
    const first = await spawnServer(env);
    await waitFor("readiness", async () => (await fetch(`${first.baseUrl}/readyz`)).ok, 30_000);
    const cookies = await Promise.all(requests.map(({ code }) => customerCookie(first.baseUrl, code)));
    const stream = await fetch(`${first.baseUrl}/api/v1/public/assistance-request/${requests[0].id}/status/stream`, {
      headers: { cookie: cookies[0] },
    });
    const reader = stream.body!.getReader();
    await reader.read();

    // Eight customers polling as fast as they can until the instance is gone.
    const answers = new Map<number, number>();
    const errors = new Map<string, number>();
    let stopping = false;
    const poller = async (i: number) => {
      const index = i % requests.length;
      for (;;) {
        try {
          const response = await fetch(
            `${first.baseUrl}/api/v1/public/assistance-request/${requests[index].id}/status`,
            {
              headers: { cookie: cookies[index] },
            },
          );
          const body = await response.text();
          answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
          if (response.status === 200) expect(JSON.parse(body).status).toBe("PENDING");
        } catch (error) {
          const code = connectionErrorCode(error);
          errors.set(code, (errors.get(code) ?? 0) + 1);
          if (stopping) return;
        }
      }
    };
    const storm = Array.from({ length: 8 }, (_, i) => poller(i));
    await waitFor("a storm under way", async () => (answers.get(200) ?? 0) > 200, 30_000);

    // A request in flight when the signal comes: a driver's position whose body is still arriving.
    let finishBody = () => {};
    const location = JSON.stringify({ latitude: 59.44, longitude: 24.75 });
    const inFlight = new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${first.baseUrl}/api/v1/driver/location`, {
        method: "POST",
        agent: false,
        headers: {
          authorization: `Bearer ${drivers[1].token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(location),
        },
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", reject);
      request.write(location.slice(0, 10));
      finishBody = () => request.end(location.slice(10));
    });
    // Until the server has read its headers, it is not yet in flight. A request sent after them and
    // answered shows the server's event loop has been past them (they arrived first).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);

    const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
      const start = Date.now();
      first.child.once("exit", (code) => resolve({ code, ms: Date.now() - start }));
    });
    stopping = true;
    first.child.kill("SIGTERM");
    setTimeout(() => finishBody(), 300);
    expect(await inFlight).toBe(204);
    const { code, ms } = await exited;
    await Promise.all(storm);

    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    // The stream was ended by the server (the browser then polls, reaching another instance), not cut.
    for (;;) if ((await reader.read()).done) break;
    // Every answer was a status (or "closing" for a request on a connection it was closing); nothing failed.
    expect([...answers.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect([...errors.keys()].filter((error) => !CONNECTION_ERRORS.has(error))).toEqual([]);

    // Nothing half-done: no offer left queued, every open offer still due, the next instance carries on.
    const check = await connect({ dataDir });
    const [left] = await queryRows<{ queued: number; overdue: number }>(
      check.db,
      sql`SELECT count(*) FILTER (WHERE state = 'QUEUED')::int AS queued,
                 count(*) FILTER (WHERE state = 'OPEN' AND expires_at < now() - interval '1 minute')::int AS overdue
          FROM dispatch_offers`,
    );
    await check.close();
    expect(left).toEqual({ queued: 0, overdue: 0 });

    // The jobs are nobody's: another instance's worker takes the next step at once.
    const next = await connect({ dataDir });
    try {
      expect(await runDueSteps(testRuntime(next.db), 10)).toBeGreaterThan(0);
    } finally {
      await next.close();
    }
  }, 120_000);
});
