import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { sum } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "../../db/connect.ts";
import { dispatchJobs } from "../../db/schema/dispatch.ts";
import { migratedDataDir } from "../../db/test-db.ts";
import { runDueSteps } from "../dispatch/dispatch-worker.ts";
import { customerCookie, insertDriver, requestWithLink, spawnServer, waitFor } from "../dispatch/process-harness.ts";
import { startDispatch } from "../dispatch/start-dispatch.ts";
import { northOf, TALLINN, testRuntime } from "../dispatch/test-support.ts";
import { pollStorm, slowLocationUpdate, stuckOffers, terminate } from "./stop-harness.ts";

/** Four requests near Tallinn and two drivers far out who never accept: a new, wider wave every half second. */
async function dispatchWave(db: Parameters<typeof startDispatch>[0]) {
  const requests: { id: number; code: string }[] = [];
  for (let i = 0; i < 4; i++) requests.push(await requestWithLink(db, northOf(TALLINN, i * 200)));
  const drivers = [await insertDriver(db, northOf(TALLINN, 30_000)), await insertDriver(db, northOf(TALLINN, 40_000))];
  for (const { id } of requests) await startDispatch(db, testRuntime(db), id, { timeoutSeconds: 600 });
  return { requests, drivers };
}
const ENV = { DISPATCH_WAVE_INTERVAL_SECONDS: "0.5", SHUTDOWN_TIMEOUT_SECONDS: "10" };

// The real server, stopped with SIGTERM while customers poll and offers go out.
describe("SIGTERM during a poll storm and a dispatch wave (real processes)", () => {
  let dataDir = "";
  afterAll(() => dataDir && rmSync(dataDir, { recursive: true, force: true }));

  it("on PGlite: answers the request in flight, ends the status streams, exits 0 in time, and leaves every job whole", async () => {
    dataDir = await migratedDataDir("hitch-stop-");
    const setup = await connect({ dataDir });
    const { requests, drivers } = await dispatchWave(setup.db);
    await setup.close();

    const server = await spawnServer({ ...ENV, DATA_DIR: dataDir });
    await waitFor("readiness", async () => (await fetch(`${server.baseUrl}/readyz`)).ok, 30_000);
    const cookies = await Promise.all(requests.map(({ code }) => customerCookie(server.baseUrl, code)));
    const stream = await fetch(`${server.baseUrl}/api/v1/public/assistance-request/${requests[0].id}/status/stream`, {
      headers: { cookie: cookies[0] },
    });
    const reader = stream.body!.getReader();
    await reader.read();
    const storm = pollStorm(
      server.baseUrl,
      requests.map(({ id }, i) => ({ id, cookie: cookies[i] })),
    );
    await waitFor("a storm under way", async () => storm.answered() > 200, 30_000);

    const update = slowLocationUpdate(server.baseUrl, drivers[1].token);
    // Until the server has read its headers, it is not yet in flight. A request sent after them and
    // answered shows the server's event loop has been past them (they arrived first).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    const exited = terminate(server.child);
    setTimeout(update.finish, 300);
    expect(await update.status).toBe(204);
    const { code, ms } = await exited;
    await storm.stop();

    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    // The stream was ended by the server (the browser then polls, reaching another instance), not cut.
    for (;;) if ((await reader.read()).done) break;
    expect(storm.unexpected()).toEqual([]);

    // Nothing half-done, and the jobs are nobody's: the next process's worker takes the next step at once.
    const next = await connect({ dataDir });
    try {
      expect(await stuckOffers(next.db)).toEqual({ queued: 0, overdue: 0 });
      expect(await runDueSteps(testRuntime(next.db), 10)).toBeGreaterThan(0);
    } finally {
      await next.close();
    }
  }, 120_000);

  it("exits 1 at SHUTDOWN_TIMEOUT_SECONDS when a request in flight never ends", async () => {
    const hangDir = await migratedDataDir("hitch-stop-hang-");
    try {
      const setup = await connect({ dataDir: hangDir });
      const driver = await insertDriver(setup.db, TALLINN);
      await setup.close();
      const server = await spawnServer({ ...ENV, DATA_DIR: hangDir, SHUTDOWN_TIMEOUT_SECONDS: "2" });
      // A body that never finishes: without the forced exit the server would wait for it until REQUEST_TIMEOUT_SECONDS.
      const hanging = slowLocationUpdate(server.baseUrl, driver.token);
      hanging.status.catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      const { code, ms } = await terminate(server.child);
      expect(code).toBe(1);
      expect(ms).toBeGreaterThanOrEqual(1_900);
      expect(ms).toBeLessThan(5_000);
    } finally {
      rmSync(hangDir, { recursive: true, force: true });
    }
  }, 60_000);

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!adminUrl)(
    "on PostgreSQL: the other instance carries on with the waves at once",
    async () => {
      const name = `hitch_stop_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      const database = await connect({ databaseUrl: url.toString(), poolSize: 2 });
      try {
        await database.migrate();
        const { requests } = await dispatchWave(database.db);
        const env = { ...ENV, DATABASE_URL: url.toString(), DATA_DIR: `/tmp/${name}` };
        const [stopping, staying] = await Promise.all([spawnServer(env), spawnServer(env)]);
        try {
          const cookies = await Promise.all(requests.map(({ code }) => customerCookie(stopping.baseUrl, code)));
          const storm = pollStorm(
            stopping.baseUrl,
            requests.map(({ id }, i) => ({ id, cookie: cookies[i] })),
          );
          await waitFor("a storm under way", async () => storm.answered() > 100, 30_000);
          const { code } = await terminate(stopping.child);
          await storm.stop();
          expect(code).toBe(0);
          expect(storm.unexpected()).toEqual([]);

          // Each wave (offers or not) moves a job's wave number on.
          const waves = async () =>
            Number((await database.db.select({ n: sum(dispatchJobs.wave) }).from(dispatchJobs))[0].n);
          const before = await waves();
          await waitFor("the next wave from the other instance", async () => (await waves()) > before, 5_000);
          // A search step queues its offers and the next step, due at once, opens them: queued offers are
          // stuck only if they stay queued.
          await waitFor("queued offers opened", async () => (await stuckOffers(database.db)).queued === 0, 5_000);
          expect(await stuckOffers(database.db)).toEqual({ queued: 0, overdue: 0 });
          const poll = await fetch(`${staying.baseUrl}/api/v1/public/assistance-request/${requests[0].id}/status`, {
            headers: { cookie: cookies[0] },
          });
          expect(await poll.json()).toMatchObject({ status: "PENDING" });
        } finally {
          await Promise.all([stopping.kill("SIGTERM"), staying.kill("SIGTERM")]);
        }
      } finally {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    },
    120_000,
  );
});
