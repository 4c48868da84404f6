import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments, dispatchOffers, operatorCallbacks } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { emptyAllTables, TEST_DB_KINDS, type TestDatabase } from "../../db/test-db.ts";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { runDueSteps } from "./dispatch-worker.ts";
import { cancelRequest, finishJob, recordDriverLocation, transferJob } from "./job-actions.ts";
import { acceptOffer, declineOffer, listOpenOffers } from "./offers.ts";
import { startDispatch } from "./start-dispatch.ts";
import { readStatus } from "./status-view.ts";
import type { DispatchTransition } from "./transition-hooks.ts";
import { createDispatchTestDb, insertDriver, insertRequest, northOf, TALLINN, testRuntime } from "./test-support.ts";

describe.each(TEST_DB_KINDS)("dispatch engine on %s", (kind) => {
  let database: TestDatabase;
  let rt: DispatchRuntime;
  let clock: Date;
  const tick = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

  // One database for the file, emptied before each test: every test starts from no drivers and no requests.
  beforeAll(async () => {
    database = await createDispatchTestDb(kind);
  });
  afterAll(() => database?.release());
  beforeEach(async () => {
    await emptyAllTables(database);
    clock = new Date("2026-11-22T10:00:00Z");
    rt = testRuntime(database.db, { now: () => clock });
  });
  afterEach(() => rt.close());

  const stageAfterOneStep = async (id: number) => {
    await runDueSteps(rt, 1);
    return (await readStatus(database.db, id))!.stage;
  };
  const offersOf = (id: number) =>
    database.db
      .select()
      .from(dispatchOffers)
      .where(eq(dispatchOffers.assistanceRequestId, id))
      .orderBy(dispatchOffers.id);

  it("walks a submitted request through the real stages and offers it to the nearest available drivers first", async () => {
    const near = await insertDriver(database.db, northOf(TALLINN, 1000));
    const busy = await insertDriver(database.db, northOf(TALLINN, 500), { available: false });
    const second = await insertDriver(database.db, northOf(TALLINN, 2000));
    const third = await insertDriver(database.db, northOf(TALLINN, 3000));
    const fourth = await insertDriver(database.db, northOf(TALLINN, 4000));
    const far = await insertDriver(database.db, northOf(TALLINN, 15_000));
    const id = await insertRequest(database.db);

    await startDispatch(database.db, rt, id);
    expect(await readStatus(database.db, id)).toEqual({ status: "PENDING", stage: "INFORMING_OPERATORS" });
    expect(await stageAfterOneStep(id)).toBe("LOCATING");
    expect(await stageAfterOneStep(id)).toBe("SEARCHING");
    expect(await stageAfterOneStep(id)).toBe("DRIVERS_FOUND");
    expect((await offersOf(id)).map((o) => o.state)).toEqual(["QUEUED", "QUEUED", "QUEUED"]);
    expect(await listOpenOffers(rt, near.id)).toEqual([]);
    expect(await stageAfterOneStep(id)).toBe("SENDING_INFORMATION");

    const wave1 = await offersOf(id);
    expect(wave1.map((o) => o.driverId)).toEqual([near.id, second.id, third.id]);
    expect(wave1.every((o) => o.wave === 1 && o.state === "OPEN")).toBe(true);
    expect(wave1.map((o) => o.driverId)).not.toContain(busy.id);

    const seen = await listOpenOffers(rt, second.id);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ assistanceRequestId: id, incidentType: "FLAT_TIRES", address: "Test street 1" });
    expect(seen[0].distanceMeters).toBeGreaterThan(1900);
    expect((await readStatus(database.db, id))!.stage).toBe("DRIVERS_EVALUATING");

    // Nothing is due before the wave interval has passed.
    expect(await runDueSteps(rt)).toBe(0);
    tick(15);
    expect(await stageAfterOneStep(id)).toBe("WAITING_FOR_REPLY");
    // The second wave searches the wider 20 km ring: the rest of the near drivers and the one 15 km out.
    const wave2 = (await offersOf(id)).filter((o) => o.wave === 2);
    expect(wave2.map((o) => o.driverId)).toEqual([fourth.id, far.id]);
    const late = await insertDriver(database.db, northOf(TALLINN, 40_000));
    tick(15);
    await runDueSteps(rt, 1);
    expect((await offersOf(id)).filter((o) => o.wave === 3).map((o) => o.driverId)).toEqual([late.id]);
    const [request] = await database.db.select().from(assistanceRequests).where(eq(assistanceRequests.id, id));
    expect(request.status).toBe("PENDING");
    expect(request.dispatchStage).toBe("WAITING_FOR_REPLY");
  });

  it("gives exactly one assignment when twenty drivers accept at once; the other nineteen get 409", async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => insertDriver(database.db, northOf(TALLINN, 200 + i * 100))));
    rt.settings.waveSize = 20;
    const id = await insertRequest(database.db);
    await startDispatch(database.db, rt, id);
    await runDueSteps(rt);
    const offers = await offersOf(id);
    expect(offers).toHaveLength(20);

    const results = await Promise.allSettled(offers.map((offer) => acceptOffer(rt, offer.driverId, offer.id)));
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost.map((r) => r.reason.statusCode)).toEqual(Array(19).fill(409));

    const assignments = await database.db
      .select()
      .from(dispatchAssignments)
      .where(eq(dispatchAssignments.assistanceRequestId, id));
    expect(assignments).toHaveLength(1);
    const status = await readStatus(database.db, id);
    expect(status!.status).toBe("ACCEPTED");
    expect(status!.stage).toBeNull();
    expect(status!.assignment!.driver.id).toBe(assignments[0].driverId);
    expect(status!.assignment!.driver.isTransferred).toBe(false);
    expect(status!.assignment!.assignedTime).toBe(clock.toISOString());
    expect(new Date(status!.assignment!.eta).getTime()).toBeGreaterThan(clock.getTime());
    const states = (await offersOf(id)).map((o) => o.state).sort();
    expect(states).toEqual(["ACCEPTED", ...Array(19).fill("WITHDRAWN")]);
    const [winner] = await database.db.select().from(drivers).where(eq(drivers.id, assignments[0].driverId));
    expect(winner.available).toBe(false);
  });

  it("times out once past DISPATCH_TIMEOUT_SECONDS and queues one operator call-back", async () => {
    const driver = await insertDriver(database.db, northOf(TALLINN, 1000));
    const id = await insertRequest(database.db);
    await startDispatch(database.db, rt, id);
    await runDueSteps(rt);
    tick(119);
    await runDueSteps(rt);
    expect((await readStatus(database.db, id))!.status).toBe("PENDING");
    tick(1);
    await runDueSteps(rt);
    expect(await readStatus(database.db, id)).toEqual({ status: "TIMED_OUT", stage: null });
    expect(await runDueSteps(rt)).toBe(0);
    const callbacks = await database.db
      .select()
      .from(operatorCallbacks)
      .where(eq(operatorCallbacks.assistanceRequestId, id));
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0].reason).toBe("NO_DRIVER_ACCEPTED");
    const [offer] = await offersOf(id);
    expect(offer.state).toBe("EXPIRED");
    await expect(acceptOffer(rt, driver.id, offer.id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it("times out on the first tick after a restart when the deadline passed while no worker ran", async () => {
    await insertDriver(database.db, northOf(TALLINN, 1000));
    const id = await insertRequest(database.db);
    await startDispatch(database.db, rt, id);
    await runDueSteps(rt, 2);
    await rt.close();
    clock = new Date(clock.getTime() + 10 * 60_000);
    rt = testRuntime(database.db, { now: () => clock });
    await runDueSteps(rt);
    expect((await readStatus(database.db, id))!.status).toBe("TIMED_OUT");
  });

  it("asks the next drivers at once when everyone offered has declined", async () => {
    const a = await insertDriver(database.db, northOf(TALLINN, 1000));
    const c = await insertDriver(database.db, northOf(TALLINN, 3000));
    rt.settings.waveSize = 1;
    const id = await insertRequest(database.db);
    await startDispatch(database.db, rt, id);
    await runDueSteps(rt);
    const [first] = await listOpenOffers(rt, a.id);
    await declineOffer(rt, a.id, first.id);
    await expect(declineOffer(rt, a.id, first.id)).rejects.toMatchObject({ statusCode: 409 });
    await runDueSteps(rt);
    const next = await listOpenOffers(rt, c.id);
    expect(next.map((o) => o.assistanceRequestId)).toEqual([id]);
    const [declined] = await database.db.select().from(drivers).where(eq(drivers.id, a.id));
    expect(declined.notificationResponseRate).toBe(1);
  });

  it("hands a job over to a new driver as a transferred assignment and frees the first driver", async () => {
    const first = await insertDriver(database.db, northOf(TALLINN, 1000));
    rt.settings.waveSize = 1;
    const id = await insertRequest(database.db);
    await startDispatch(database.db, rt, id);
    await runDueSteps(rt);
    const [offer] = await listOpenOffers(rt, first.id);
    await acceptOffer(rt, first.id, offer.id);
    await expect(transferJob(rt, id, { fromDriverId: first.id })).rejects.toMatchObject({ statusCode: 409 });

    const replacement = await insertDriver(database.db, northOf(TALLINN, 6000));
    const stranger = await insertDriver(database.db, northOf(TALLINN, 7000));
    await expect(transferJob(rt, id, { fromDriverId: stranger.id })).rejects.toMatchObject({ statusCode: 404 });
    tick(30);
    await transferJob(rt, id, { fromDriverId: first.id });

    const status = await readStatus(database.db, id);
    expect(status!.status).toBe("ACCEPTED");
    expect(status!.assignment!.driver).toMatchObject({ id: replacement.id, isTransferred: true });
    expect(status!.assignment!.assignedTime).toBe(clock.toISOString());
    const rows = await database.db
      .select()
      .from(dispatchAssignments)
      .where(eq(dispatchAssignments.assistanceRequestId, id));
    expect(rows.map((r) => [r.driverId, r.active, r.endReason])).toEqual(
      expect.arrayContaining([
        [first.id, false, "HANDED_OVER"],
        [replacement.id, true, null],
      ]),
    );
    const [freed] = await database.db.select().from(drivers).where(eq(drivers.id, first.id));
    expect(freed.available).toBe(true);
    await expect(finishJob(rt, first.id, id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("moves the ETA with the driver's reported position and finishes the job", async () => {
    const driver = await insertDriver(database.db, northOf(TALLINN, 4000));
    const id = await insertRequest(database.db);
    await startDispatch(database.db, rt, id);
    await runDueSteps(rt);
    const [offer] = await listOpenOffers(rt, driver.id);
    await acceptOffer(rt, driver.id, offer.id);
    const before = (await readStatus(database.db, id))!.assignment!;
    await recordDriverLocation(rt, driver.id, northOf(TALLINN, 1000));
    const after = (await readStatus(database.db, id))!.assignment!;
    expect(new Date(after.eta).getTime()).toBeLessThan(new Date(before.eta).getTime());
    expect(after.driverLocation!.latitude).toBeCloseTo(northOf(TALLINN, 1000).latitude, 6);

    await finishJob(rt, driver.id, id);
    const finished = await readStatus(database.db, id);
    expect(finished!.status).toBe("FINISHED");
    expect(finished!.assignment!.driver.id).toBe(driver.id);
    const [free] = await database.db.select().from(drivers).where(eq(drivers.id, driver.id));
    expect(free.available).toBe(true);
    await expect(finishJob(rt, driver.id, id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("lets the customer cancel while pending or accepted, and not afterwards", async () => {
    const driver = await insertDriver(database.db, northOf(TALLINN, 1000));
    const pending = await insertRequest(database.db);
    await expect(cancelRequest(rt, pending)).rejects.toMatchObject({ statusCode: 409 });
    await startDispatch(database.db, rt, pending);
    await runDueSteps(rt);
    await cancelRequest(rt, pending);
    expect(await readStatus(database.db, pending)).toEqual({ status: "CLIENT_CANCELLED", stage: null });
    expect((await offersOf(pending)).map((o) => o.state)).toEqual(["WITHDRAWN"]);
    await expect(cancelRequest(rt, pending)).rejects.toMatchObject({ statusCode: 409 });

    const accepted = await insertRequest(database.db);
    await startDispatch(database.db, rt, accepted);
    await runDueSteps(rt);
    const [offer] = await listOpenOffers(rt, driver.id);
    await acceptOffer(rt, driver.id, offer.id);
    await cancelRequest(rt, accepted);
    expect((await readStatus(database.db, accepted))!.status).toBe("CLIENT_CANCELLED");
    const [free] = await database.db.select().from(drivers).where(eq(drivers.id, driver.id));
    expect(free.available).toBe(true);
  });

  it("starts a dispatch only once however often submit is retried, and refuses a request without a location", async () => {
    const id = await insertRequest(database.db);
    expect((await startDispatch(database.db, rt, id)).started).toBe(true);
    expect((await startDispatch(database.db, rt, id)).started).toBe(false);
    const [request] = await database.db.select().from(assistanceRequests).where(eq(assistanceRequests.id, id));
    expect(request.status).toBe("PENDING");
    const nowhere = await insertRequest(database.db);
    await database.db
      .update(assistanceRequests)
      .set({ latitude: null, longitude: null })
      .where(eq(assistanceRequests.id, nowhere));
    await expect(startDispatch(database.db, rt, nowhere)).rejects.toMatchObject({ statusCode: 422 });
    await expect(startDispatch(database.db, rt, 999_999)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("tells subscribed modules of every status change inside its transaction; a failing hook undoes the change", async () => {
    const seen: DispatchTransition["change"][] = [];
    const off = rt.transitions.subscribe(async (_tx, t) => {
      seen.push(t.change);
    });
    try {
      const first = await insertDriver(database.db, northOf(TALLINN, 1000));
      const id = await insertRequest(database.db);
      await startDispatch(database.db, rt, id);
      await runDueSteps(rt);
      const [offer] = await listOpenOffers(rt, first.id);

      const refuse = rt.transitions.subscribe(async (_tx, t) => {
        if (t.change === "ACCEPTED") throw new Error("case store unavailable");
      });
      await expect(acceptOffer(rt, first.id, offer.id)).rejects.toThrow("case store unavailable");
      refuse();
      expect((await readStatus(database.db, id))!.status).toBe("PENDING");

      await acceptOffer(rt, first.id, offer.id);
      await insertDriver(database.db, northOf(TALLINN, 2000));
      await transferJob(rt, id, { fromDriverId: first.id });
      const current = (await readStatus(database.db, id))!.assignment!.driver.id;
      await finishJob(rt, current, id);
      expect(seen).toEqual(["PENDING", "ACCEPTED", "ACCEPTED", "DRIVER_CHANGED", "FINISHED"]);
    } finally {
      off();
    }
  });
});
