import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchOffers } from "../../db/schema/dispatch.ts";
import { driverPushSubscriptions } from "../../db/schema/driver-sessions.ts";
import { smsOutbox } from "../../db/schema/outbox.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createWebPushSender } from "../../providers/push/web-push-sender.ts";
import { startFakePushService, type FakePushService } from "../../testing/fake-push-service.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { runDueSteps } from "../dispatch/dispatch-worker.ts";
import { startDispatch } from "../dispatch/start-dispatch.ts";
import { northOf } from "../dispatch/test-support.ts";
import { linkCodeTextedTo } from "../drivers/test-support.ts";
import { createAdjustableClock } from "../test-clock/adjustable-clock.ts";
import { runDriverAlerts, type DriverAlertDeps } from "./alert-worker.ts";

const driverCookieOf = (response: LightMyRequestResponse) =>
  `hitch_driver=${response.cookies.find((c) => c.name === "hitch_driver")!.value}`;

// Each scenario in its own town, so one scenario's drivers never get another's offers.
let town = 0;
const nextTown = () => ({ latitude: 40, longitude: -170 + 3 * ++town });

describe.each(TEST_DB_KINDS)("offers reach the driver's phone on %s", (kind) => {
  let t: TestApp;
  let push: FakePushService;
  let deps: DriverAlertDeps;
  let serviceName: string;
  const clock = createAdjustableClock();

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { testClock: true }, deps: { testClock: clock } });
    push = await startFakePushService(t.config.driverAlerts.vapid.publicKey);
    deps = {
      db: t.db,
      config: t.config,
      outbox: t.app.appContext.outbox,
      send: createWebPushSender(t.config.driverAlerts.vapid),
    };
    serviceName = (await createTestService(t)).name;
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  const api = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  /** A driver signed in on a phone by an invitation (in Russian), `meters` north of `at`. */
  const phoneDriver = async (at: { latitude: number; longitude: number }, meters: number, phone = "+3725551111") => {
    const created = await api("POST", "/api/v1/admin/drivers", t.operator, {
      fullName: "Mart Tamm",
      phoneNumber: phone,
      company: "Tallinn Tow",
      ...northOf(at, meters),
    });
    const { id, token } = created.json<{ id: number; token: string }>();
    await api("POST", `/api/v1/admin/drivers/${id}/invite`, t.operator, { language: "ru" });
    // The sign-in link reaches the driver by SMS alone (no answer carries it).
    const code = await linkCodeTextedTo(t, phone);
    const opened = await api("GET", `/api/v1/public/driver-link/${code}`, {});
    return { id, token, cookie: { cookie: driverCookieOf(opened) } };
  };
  const subscribe = async (cookie: object, language?: string) => {
    const subscription = push.subscribe();
    const saved = await api("PUT", "/api/v1/driver/push-subscription", cookie, {
      endpoint: subscription.endpoint,
      keys: subscription.keys,
      ...(language ? { language } : {}),
    });
    expect(saved.statusCode).toBe(204);
    return subscription;
  };
  /** A customer's request at `at`, submitted, with the worker steps run until the first wave's offers are open. */
  const requestAt = async (at: { latitude: number; longitude: number }) => {
    const link = await openLink(t, "assistance", serviceName);
    await t.db
      .update(assistanceRequests)
      .set({ ...at, incidentType: "EMPTY_BATTERY" })
      .where(eq(assistanceRequests.id, link.id));
    await startDispatch(t.db, t.dispatch, link.id);
    await runDueSteps(t.dispatch);
    return link.id;
  };
  const offerOf = async (requestId: number, driverId: number) =>
    (await t.db.select().from(dispatchOffers).where(eq(dispatchOffers.assistanceRequestId, requestId))).find(
      (o) => o.driverId === driverId,
    )!;
  const offerTexts = (phone: string) =>
    t.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.toPhone, phone), eq(smsOutbox.purpose, "DRIVER_OFFER")));
  const pushesTo = (endpoint: string) => push.received.filter((r) => r.path === new URL(endpoint).pathname);

  it("pushes an offer after its commit, signed and encrypted for the phone, and closes it once another driver took the job", async () => {
    const at = nextTown();
    const mart = await phoneDriver(at, 1_500);
    const phone = await subscribe(mart.cookie);
    const colleague = await phoneDriver(at, 2_500, "+3725552222");
    const requestId = await requestAt(at);
    const offer = await offerOf(requestId, mart.id);
    // The offer's transaction committed without a network call: nothing has reached the push service yet.
    expect(pushesTo(phone.endpoint)).toEqual([]);

    await runDriverAlerts(deps, clock.now(), { staleSweep: false });
    expect(push.refused).toEqual([]);
    const [sent] = pushesTo(phone.endpoint);
    expect(sent.payload).toEqual({
      type: "OFFER",
      offerId: offer.id,
      assistanceRequestId: requestId,
      incidentType: "EMPTY_BATTERY",
      distanceMeters: offer.distanceMeters,
      expiresAt: offer.expiresAt.toISOString(),
      handOver: false,
    });
    expect(offer.distanceMeters).toBeGreaterThan(1_400);
    expect(sent.ttl).toBeGreaterThan(100);
    expect(sent.ttl).toBeLessThanOrEqual(120);
    expect(sent).toMatchObject({ topic: `offer-${offer.id}`, urgency: "high" });

    // A second pass sends nothing again.
    await runDriverAlerts(deps, clock.now(), { staleSweep: false });
    expect(pushesTo(phone.endpoint)).toHaveLength(1);

    const colleagueOffer = await offerOf(requestId, colleague.id);
    const accepted = await api("POST", `/api/v1/driver/offers/${colleagueOffer.id}/accept`, colleague.cookie);
    expect(accepted.statusCode).toBe(200);
    await runDriverAlerts(deps, clock.now(), { staleSweep: false });
    expect(pushesTo(phone.endpoint).map((p) => p.payload)).toEqual([
      sent.payload,
      { type: "OFFER_CLOSED", offerId: offer.id, reason: "WITHDRAWN" },
    ]);
    // Same topic: a phone still offline gets the close in place of the offer.
    expect(pushesTo(phone.endpoint)[1].topic).toBe(`offer-${offer.id}`);
  });

  it("forgets a subscription the push service answers 410 for, and keeps the phone's other one", async () => {
    const at = nextTown();
    const mart = await phoneDriver(at, 1_000);
    const dropped = await subscribe(mart.cookie);
    const kept = await subscribe(mart.cookie);
    push.markGone(dropped.endpoint);
    await requestAt(at);
    await runDriverAlerts(deps, clock.now(), { staleSweep: false });
    const rows = await t.db
      .select({ endpoint: driverPushSubscriptions.endpoint })
      .from(driverPushSubscriptions)
      .where(eq(driverPushSubscriptions.driverId, mart.id));
    expect(rows).toEqual([{ endpoint: kept.endpoint }]);
    expect(pushesTo(kept.endpoint)).toHaveLength(1);
  });

  it("texts the driver the app's address (no sign-in link) when the offer was not opened in time, once", async () => {
    const at = nextTown();
    const mart = await phoneDriver(at, 1_200, "+3725553333");
    await subscribe(mart.cookie, "lv");
    const opener = await phoneDriver(at, 1_800, "+3725554444");
    const requestId = await requestAt(at);
    // The second driver's app fetched the offer: opened, no text for them.
    expect((await api("GET", "/api/v1/driver/offers", opener.cookie)).json()).toHaveLength(1);

    await runDriverAlerts(deps, clock.now(), { staleSweep: false });
    expect(await offerTexts("+3725553333")).toEqual([]);

    const later = new Date(clock.now().getTime() + (t.config.driverAlerts.smsFallbackSeconds + 1) * 1000);
    await runDriverAlerts(deps, later, { staleSweep: false });
    await runDriverAlerts(deps, new Date(later.getTime() + 5_000), { staleSweep: false });
    const texts = await offerTexts("+3725553333");
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ purpose: "DRIVER_OFFER", language: "lv" });
    await t.flushOutbox();
    expect(t.delivered.get(texts[0].id)).toBe(
      "Vadītāja lietotnē jūsu atbildi gaida jauns darba piedāvājums: http://localhost:3000/driver",
    );
    expect(await offerTexts("+3725554444")).toEqual([]);
    expect((await offerOf(requestId, mart.id)).driverSmsAt).not.toBeNull();
  });

  it("removes a revoked session's subscriptions and takes the driver with no phone left off duty, as the app then hears", async () => {
    const at = nextTown();
    const mart = await phoneDriver(at, 1_000);
    await subscribe(mart.cookie);
    const sessions = await api("GET", `/api/v1/admin/drivers/${mart.id}/sessions`, t.operator);
    const [session] = sessions.json<{ id: number }[]>();
    await api("PUT", "/api/v1/driver/duty", mart.cookie, { onDuty: true });
    const revoked = await api("POST", `/api/v1/admin/drivers/${mart.id}/sessions/${session.id}/revoke`, t.operator);
    expect(revoked.statusCode).toBe(204);
    expect(
      await t.db.select().from(driverPushSubscriptions).where(eq(driverPushSubscriptions.driverId, mart.id)),
    ).toEqual([]);
    expect((await api("GET", `/api/v1/admin/drivers/${mart.id}`, t.operator)).json()).toMatchObject({
      available: false,
    });
    // The program's token still answers for the driver: it hears why.
    const me = await api("GET", "/api/v1/driver/me", { authorization: `Bearer ${mart.token}` });
    expect(me.json()).toMatchObject({ onDuty: false, offDutyReason: "NO_SESSION" });
  });

  it("refuses a malformed subscription, a plain-http endpoint where only https is allowed, and a phone not signed in", async () => {
    const mart = await phoneDriver(nextTown(), 1_000);
    const bad = await api("PUT", "/api/v1/driver/push-subscription", mart.cookie, { endpoint: "x", keys: {} });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED" });
    const anonymous = await api("GET", "/api/v1/driver/push-subscription", {});
    expect(anonymous.statusCode).toBe(401);
    const key = await api("GET", "/api/v1/driver/push-subscription", mart.cookie);
    expect(key.json()).toEqual({ publicKey: t.config.driverAlerts.vapid.publicKey });

    const strict = await createTestApp(kind, {
      config: { driverAlerts: { ...t.config.driverAlerts, httpEndpoints: false } },
    });
    try {
      const driver = await strict.app.inject({
        method: "POST",
        url: "/api/v1/admin/drivers",
        headers: strict.operator,
        payload: { fullName: "A B", phoneNumber: "+3725550000", company: "C", latitude: 1, longitude: 1 },
      });
      const plain = await strict.app.inject({
        method: "PUT",
        url: "/api/v1/driver/push-subscription",
        headers: { authorization: `Bearer ${driver.json<{ token: string }>().token}` },
        payload: { endpoint: push.subscribe().endpoint, keys: push.subscribe().keys },
      });
      expect(plain.json()).toMatchObject({ statusCode: 400, code: "PUSH_ENDPOINT_NOT_HTTPS" });
    } finally {
      await strict.close();
    }
  });
});
