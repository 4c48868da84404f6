import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Database } from "../../db/connect.ts";
import { dispatchAssignments, dispatchJobs, operatorCallbacks } from "../../db/schema/dispatch.ts";
import {
  customerCookie,
  getJson,
  insertDriver,
  postJson,
  requestWithLink,
  type ServerProcess,
  spawnServer,
  waitFor,
} from "./process-harness.ts";
import { startDispatch } from "./start-dispatch.ts";
import { northOf, TALLINN, testRuntime } from "./test-support.ts";

const DEFAULT_PG = "postgres://postgres@127.0.0.1:5432/postgres";

async function postgresUrl(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_PG;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

// Runs when TEST_DATABASE_URL is set or PostgreSQL answers on 127.0.0.1:5432.
const adminUrl = await postgresUrl();

describe.skipIf(!adminUrl)("two server instances on one PostgreSQL", () => {
  const name = `hitch_two_instances_${randomBytes(4).toString("hex")}`;
  let databaseUrl: string;
  let database: Database;
  let x: ServerProcess;
  let y: ServerProcess;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl! });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await connect({ databaseUrl, poolSize: 4 });
    await database.migrate();
    const env = { DATABASE_URL: databaseUrl, DISPATCH_WAVE_SIZE: "20", DATA_DIR: `/tmp/${name}` };
    [x, y] = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([x?.kill("SIGTERM"), y?.kill("SIGTERM")]);
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl! });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it("never double-assigns, never double-times-out, and streams a change made through the other instance", async () => {
    const db = database.db;
    const fleet = [];
    for (let i = 0; i < 20; i++) fleet.push(await insertDriver(db, northOf(TALLINN, 500 + i * 50)));
    const contested = [];
    for (let i = 0; i < 4; i++) contested.push(await requestWithLink(db, northOf(TALLINN, i * 100)));
    const lonely = [];
    for (let i = 0; i < 4; i++) lonely.push(await requestWithLink(db, { latitude: 57.5 + i * 0.01, longitude: 27.0 }));
    for (const r of contested) await startDispatch(db, testRuntime(db), r.id, { timeoutSeconds: 600 });
    for (const r of lonely) await startDispatch(db, testRuntime(db), r.id, { timeoutSeconds: 3 });

    const wonBy = new Set<number>();
    // The customer of the first request watches through instance X...
    const watched = contested[0];
    const cookie = await customerCookie(x.baseUrl, watched.code);
    const abort = new AbortController();
    const stream = await fetch(`${x.baseUrl}/api/v1/public/assistance-request/${watched.id}/status/stream`, {
      headers: { cookie },
      signal: abort.signal,
    });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    const sawAccepted = (async () => {
      while (!received.includes('"status":"ACCEPTED"')) {
        const chunk = await reader.read();
        if (chunk.done) return false;
        received += decoder.decode(chunk.value, { stream: true });
      }
      return true;
    })();

    // ...and polls its status through X too, which X then answers from its own view.
    const poll = () => getJson(`${x.baseUrl}/api/v1/public/assistance-request/${watched.id}/status`, { cookie });
    expect((await poll()).body).toMatchObject({ status: "PENDING" });

    for (const [index, request] of contested.entries()) {
      // Drivers who already won an earlier request are busy: their other offers were withdrawn.
      const free = fleet.filter((d) => !wonBy.has(d.id));
      const offers = await Promise.all(
        free.map((driver, i) =>
          waitFor(`offer to driver ${driver.id}`, async () => {
            const list = (
              await getJson(`${(i % 2 ? x : y).baseUrl}/api/v1/driver/offers`, {
                authorization: `Bearer ${driver.token}`,
              })
            ).body as { id: number; assistanceRequestId: number }[];
            return list.find((o) => o.assistanceRequestId === request.id);
          }),
        ),
      );
      // ...while every free driver accepts at once: the first request only through Y, the others through both.
      const answers = await Promise.all(
        free.map((driver, i) => {
          const server = index === 0 || i % 2 ? y : x;
          return postJson(`${server.baseUrl}/api/v1/driver/offers/${offers[i].id}/accept`, {
            authorization: `Bearer ${driver.token}`,
          });
        }),
      );
      expect(answers.map((a) => a.status).sort(), `request ${request.id}`).toEqual([
        200,
        ...Array(free.length - 1).fill(409),
      ]);
      wonBy.add(free[answers.findIndex((a) => a.status === 200)].id);
      if (index === 0) {
        // The accept answered by Y is already what a poll on X sees: Y's NOTIFY refreshed X's view.
        expect((await poll()).body).toMatchObject({ status: "ACCEPTED", stage: null });
        // Pushed by NOTIFY from Y, not found by X's 15 s heartbeat re-read.
        const pushed = await Promise.race([
          sawAccepted,
          new Promise((r) => setTimeout(() => r("no event within 3 s"), 3000)),
        ]);
        expect(pushed).toBe(true);
        abort.abort();
      }
    }

    const ids = contested.map((r) => r.id);
    const assignments = await db
      .select()
      .from(dispatchAssignments)
      .where(inArray(dispatchAssignments.assistanceRequestId, ids));
    expect(assignments).toHaveLength(contested.length);
    expect(new Set(assignments.map((a) => a.driverId)).size).toBe(contested.length);

    // Both workers race for the lonely requests' deadlines.
    const lonelyIds = lonely.map((r) => r.id);
    await waitFor("the lonely requests to time out", async () => {
      const jobs = await db.select().from(dispatchJobs).where(inArray(dispatchJobs.assistanceRequestId, lonelyIds));
      return jobs.every((j) => j.status === "TIMED_OUT");
    });
    const callbacks = await db
      .select()
      .from(operatorCallbacks)
      .where(inArray(operatorCallbacks.assistanceRequestId, lonelyIds));
    expect(callbacks.map((c) => c.assistanceRequestId).sort()).toEqual([...lonelyIds].sort());
    for (const id of lonelyIds) {
      const [job] = await db.select().from(dispatchJobs).where(eq(dispatchJobs.assistanceRequestId, id));
      expect(job.endedAt).not.toBeNull();
    }
  }, 300_000);
  it("streams a driver's offer and job to one instance as they change through the other", async () => {
    const db = database.db;
    // Far from the other test's drivers and requests (Pärnu), so nobody else is offered this job.
    const parnu = { latitude: 58.385, longitude: 24.497 };
    const driver = await insertDriver(db, northOf(parnu, 300));
    const auth = { authorization: `Bearer ${driver.token}` };
    const abort = new AbortController();
    const stream = await fetch(`${x.baseUrl}/api/v1/driver/events`, { headers: auth, signal: abort.signal });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    const until = async (text: string) => {
      while (!received.includes(text)) {
        const chunk = await reader.read();
        if (chunk.done) return false;
        received += decoder.decode(chunk.value, { stream: true });
      }
      return true;
    };
    expect(await until('"offers":[]')).toBe(true);

    const request = await requestWithLink(db, parnu);
    await startDispatch(db, testRuntime(db), request.id, { timeoutSeconds: 600 });
    // Whichever instance's worker makes the offer, X's stream sends it.
    expect(await until(`"assistanceRequestId":${request.id}`)).toBe(true);
    const offerId = Number(/"offers":\[\{"id":(\d+)/.exec(received.slice(received.lastIndexOf("event: driver")))![1]);
    expect((await postJson(`${y.baseUrl}/api/v1/driver/offers/${offerId}/accept`, auth)).status).toBe(200);
    expect(await until('"progress":"ASSIGNED"')).toBe(true);
    const step = await postJson(`${y.baseUrl}/api/v1/driver/jobs/${request.id}/progress`, auth, {
      progress: "ON_THE_WAY",
    });
    expect(step.status).toBe(200);
    expect(await until('"progress":"ON_THE_WAY"')).toBe(true);
    abort.abort();
  }, 120_000);
});
