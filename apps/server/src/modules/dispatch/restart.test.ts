import { rmSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "../../db/connect.ts";
import { migratedDataDir } from "../../db/test-db.ts";
import { dispatchAssignments, dispatchJobs, operatorCallbacks } from "../../db/schema/dispatch.ts";
import { startDispatch } from "./start-dispatch.ts";
import {
  customerCookie,
  getJson,
  insertDriver,
  postJson,
  requestWithLink,
  spawnServer,
  waitFor,
} from "./process-harness.ts";
import { northOf, TALLINN, testRuntime } from "./test-support.ts";

// The real server on a PGlite data directory, killed with SIGKILL mid-dispatch and started again.
describe("kill -9 and restart mid-dispatch (PGlite data directory)", () => {
  let dataDir = "";
  afterAll(() => dataDir && rmSync(dataDir, { recursive: true, force: true }));

  it("loses nothing: a deadline that passed while down times out, an accept made before the kill stays accepted", async () => {
    // What the submit route would have done: two requests in dispatch, a driver nearby.
    dataDir = await migratedDataDir("hitch-restart-");
    const setup = await connect({ dataDir });
    const expiring = await requestWithLink(setup.db, TALLINN);
    const accepted = await requestWithLink(setup.db, northOf(TALLINN, 300));
    const driver = await insertDriver(setup.db, northOf(TALLINN, 1000));
    await startDispatch(setup.db, testRuntime(setup.db), expiring.id, { timeoutSeconds: 600 });
    await startDispatch(setup.db, testRuntime(setup.db), accepted.id, { timeoutSeconds: 600 });
    await setup.close();

    const auth = { authorization: `Bearer ${driver.token}` };
    // The worker looks at a job at its next wave: a passed deadline is found there, so a one-second wave
    // (instead of 15) finds it sooner without changing what is found.
    const env = { DATA_DIR: dataDir, DISPATCH_WAVE_INTERVAL_SECONDS: "1" };
    const first = await spawnServer(env);
    const cookies = {
      expiring: await customerCookie(first.baseUrl, expiring.code),
      accepted: await customerCookie(first.baseUrl, accepted.code),
    };
    const offers = await waitFor(
      "offers for both requests",
      async () => {
        const list = (await getJson(`${first.baseUrl}/api/v1/driver/offers`, auth)).body as {
          id: number;
          assistanceRequestId: number;
        }[];
        return list.length === 2 && list;
      },
      60_000,
    );
    const offer = offers.find((o) => o.assistanceRequestId === accepted.id)!;
    const accept = await postJson(`${first.baseUrl}/api/v1/driver/offers/${offer.id}/accept`, auth);
    expect(accept.status).toBe(200);
    const before = await getJson(`${first.baseUrl}/api/v1/public/assistance-request/${expiring.id}/status`, {
      cookie: cookies.expiring,
    });
    expect(before.body.status).toBe("PENDING");
    await first.kill("SIGKILL");

    // Down for longer than the first request had left: its deadline passes while nothing runs.
    // (Opening the data directory here also shows it recovers from the SIGKILL.)
    const down = await connect({ dataDir });
    await down.db
      .update(dispatchJobs)
      .set({ deadlineAt: sql`now() - interval '1 second'` })
      .where(eq(dispatchJobs.assistanceRequestId, expiring.id));
    await down.close();
    const second = await spawnServer(env);
    try {
      const timedOut = await waitFor(
        "the expired request to time out",
        async () => {
          const status = await getJson(`${second.baseUrl}/api/v1/public/assistance-request/${expiring.id}/status`, {
            cookie: cookies.expiring,
          });
          return status.body.status === "TIMED_OUT" && status.body;
        },
        60_000,
      );
      expect(timedOut).toEqual({ status: "TIMED_OUT", stage: null });
      const still = await getJson(`${second.baseUrl}/api/v1/public/assistance-request/${accepted.id}/status`, {
        cookie: cookies.accepted,
      });
      expect(still.body.status).toBe("ACCEPTED");
      expect(still.body.assignment.driver.id).toBe(driver.id);
    } finally {
      await second.kill("SIGTERM");
    }

    const check = await connect({ dataDir });
    try {
      const callbacks = await check.db
        .select()
        .from(operatorCallbacks)
        .where(eq(operatorCallbacks.assistanceRequestId, expiring.id));
      expect(callbacks).toHaveLength(1);
      const assignments = await check.db
        .select()
        .from(dispatchAssignments)
        .where(eq(dispatchAssignments.assistanceRequestId, accepted.id));
      expect(assignments).toHaveLength(1);
    } finally {
      await check.close();
    }
  }, 300_000);
});
