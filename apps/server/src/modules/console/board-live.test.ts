import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { BOARD_CHANGED_EVENT } from "@hitch/contract/console/board";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { readEvents } from "../../testing/sse-events.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { finishJob, reportProgress } from "../dispatch/public.ts";
import { insertDriver, northOf } from "../dispatch/test-support.ts";
import { consolePost, newOperator, signIn } from "../operators/test-support.ts";
import { runDueSteps, startDispatchForTest } from "./console-test-support.ts";

/** Pärnu: far from the other tests' drivers. */
const PARNU = { latitude: 58.385, longitude: 24.497 };

/**
 * The live board follows a driver's job without reload: each step the driver reports (on the way, arrived,
 * towing) and the finish reach the operator's change stream, and the board and the request's page then
 * read the new step; the timeline gains the arrival.
 */
describe.each(TEST_DB_KINDS)("console board following a driver on %s", (kind) => {
  let t: TestApp;
  let service: { id: number; name: string };
  let cookie = "";
  const get = (url: string) => t.app.inject({ method: "GET", url: `/api/v1/console${url}`, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    service = await createTestService(t);
    cookie = await signIn(t, (await newOperator(t, [{ service: service.name, role: "OPERATOR" }])).email);
  });
  afterAll(() => t?.close());

  it("streams each step of the driver's progress and shows it on the board and the request's page", async () => {
    const link = await openLink(t, "assistance", service.name, { phone: "+37255500002" });
    await t.db
      .update(assistanceRequests)
      .set({ ...PARNU, submitTime: new Date(), contactName: "Peeter Pärn" })
      .where(eq(assistanceRequests.id, link.id));
    await startDispatchForTest(t, link.id, -1);
    await runDueSteps(t.dispatch);
    const driver = await insertDriver(t.db, northOf(PARNU, 900), { fullName: "Pärnu Paul" });
    const assigned = await consolePost(t, `/requests/${link.id}/assign`, { driverId: driver.id }, cookie);
    expect(assigned.json()).toMatchObject({ status: "ACCEPTED", progress: "ASSIGNED" });

    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as AddressInfo).port;
    const abort = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/console/stream?serviceId=${service.id}`, {
      headers: { cookie },
      signal: abort.signal,
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = readEvents(response.body!, BOARD_CHANGED_EVENT);
    const onBoard = async () =>
      (await get(`/requests?serviceId=${service.id}`))
        .json<{ requests: { id: number }[] }>()
        .requests.find((r) => r.id === link.id);
    try {
      for (const step of ["ON_THE_WAY", "ARRIVED", "TOWING"] as const) {
        await reportProgress(t.dispatch, driver.id, link.id, step);
        expect(await events.next()).toEqual({ id: link.id });
        expect(await onBoard()).toMatchObject({ status: "ACCEPTED", progress: step, driver: { name: "Pärnu Paul" } });
        expect((await get(`/requests/${link.id}`)).json()).toMatchObject({ progress: step });
      }
      const detail = (await get(`/requests/${link.id}`)).json<{ events: { type: string; driverName: string }[] }>();
      // The operator's assignment reads as theirs (not as the driver accepting), and it closed the call-back the
      // time-out had opened.
      expect(detail.events.map((e) => e.type).slice(-3)).toEqual(["ASSIGNED", "CALLBACK_CLOSED", "ARRIVED"]);
      expect(detail.events.at(-1)?.driverName).toBe("Pärnu Paul");

      await finishJob(t.dispatch, driver.id, link.id);
      expect(await events.next()).toEqual({ id: link.id });
      expect(await onBoard()).toBeUndefined();
      const finished = (await get(`/requests/${link.id}`)).json<{
        status: string;
        progress: unknown;
        events: { type: string }[];
      }>();
      expect(finished).toMatchObject({ status: "FINISHED", progress: null });
      expect(finished.events.at(-1)?.type).toBe("FINISHED");
    } finally {
      abort.abort();
    }
  });
});
