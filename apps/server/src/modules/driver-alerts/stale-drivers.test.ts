import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchOffers } from "../../db/schema/dispatch.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createWebPushSender } from "../../providers/push/web-push-sender.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { runDueSteps } from "../dispatch/dispatch-worker.ts";
import { startDispatch } from "../dispatch/start-dispatch.ts";
import { northOf } from "../dispatch/test-support.ts";
import { createAdjustableClock } from "../test-clock/adjustable-clock.ts";
import { runDriverAlerts, type DriverAlertDeps } from "./alert-worker.ts";

describe.each(TEST_DB_KINDS)("stale phones stop getting offers on %s", (kind) => {
  let t: TestApp;
  let deps: DriverAlertDeps;
  const clock = createAdjustableClock();
  const town = { latitude: 35, longitude: 150 };

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { testClock: true }, deps: { testClock: clock } });
    deps = {
      db: t.db,
      config: t.config,
      outbox: t.app.appContext.outbox,
      send: createWebPushSender(t.config.driverAlerts.vapid),
    };
  });
  afterAll(() => t.close());

  const api = (method: "GET" | "PUT" | "POST", url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  const driverAt = async (meters: number) => {
    const created = await api("POST", "/api/v1/admin/drivers", t.operator, {
      fullName: `Driver ${meters}`,
      phoneNumber: "+3725556666",
      company: "Far Tow",
      ...northOf(town, meters),
    });
    const { id, token } = created.json<{ id: number; token: string }>();
    return { id, bearer: { authorization: `Bearer ${token}` } };
  };

  it("offers only to drivers whose phone reported lately, takes the silent one off duty and tells them why", async () => {
    const silent = await driverAt(1_000);
    const reporting = await driverAt(3_000);
    clock.advance((t.config.dispatch.positionStaleMinutes + 1) * 60_000);
    const moved = await api("POST", "/api/v1/driver/location", reporting.bearer, northOf(town, 2_900));
    expect(moved.statusCode).toBeLessThan(300);

    // Dispatch skips the stale position even before the sweep took the driver off duty.
    const link = await openLink(t, "assistance", (await createTestService(t)).name);
    await t.db.update(assistanceRequests).set(town).where(eq(assistanceRequests.id, link.id));
    await startDispatch(t.db, t.dispatch, link.id);
    await runDueSteps(t.dispatch);
    const offered = await t.db
      .select({ driverId: dispatchOffers.driverId })
      .from(dispatchOffers)
      .where(eq(dispatchOffers.assistanceRequestId, link.id));
    expect(offered).toEqual([{ driverId: reporting.id }]);

    const { offDuty } = await runDriverAlerts(deps, clock.now());
    expect(offDuty).toContain(silent.id);
    expect(offDuty).not.toContain(reporting.id);
    expect((await api("GET", `/api/v1/admin/drivers/${silent.id}`, t.operator)).json()).toMatchObject({
      available: false,
    });
    expect((await api("GET", `/api/v1/driver/me`, silent.bearer)).json()).toMatchObject({
      onDuty: false,
      offDutyReason: "STALE_POSITION",
    });
    expect((await api("GET", `/api/v1/driver/me`, reporting.bearer)).json()).toMatchObject({
      onDuty: true,
      offDutyReason: null,
    });

    // Going on duty again is the driver's own choice: the notice is gone.
    await api("POST", "/api/v1/driver/location", silent.bearer, northOf(town, 1_000));
    const back = await api("PUT", "/api/v1/driver/duty", silent.bearer, { onDuty: true });
    expect(back.json()).toMatchObject({ onDuty: true, offDutyReason: null });
  });
});
