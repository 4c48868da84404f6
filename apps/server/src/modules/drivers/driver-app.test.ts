import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchOffers } from "../../db/schema/dispatch.ts";
import { driverLinks } from "../../db/schema/driver-sessions.ts";
import { smsOutbox } from "../../db/schema/outbox.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import sharp from "sharp";
import { multipart } from "../../testing/multipart-body.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { runDueSteps } from "../dispatch/dispatch-worker.ts";
import { startDispatch } from "../dispatch/start-dispatch.ts";
import { northOf } from "../dispatch/test-support.ts";
import { driverCookieOf, linkCodeTextedTo } from "./test-support.ts";

// Each scenario works in its own town, so drivers from one never get the offers of another.
let town = 0;
const nextTown = () => ({ latitude: 45, longitude: -170 + 3 * ++town });

describe.each(TEST_DB_KINDS)("driver app sign-in, duty and job progress on %s", (kind) => {
  let t: TestApp;
  let serviceName: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    serviceName = (await createTestService(t)).name;
  });
  afterAll(() => t.close());

  const createDriver = async (at: { latitude: number; longitude: number }, phoneNumber = "+3725551234") => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/drivers",
      headers: t.operator,
      payload: { fullName: "Mart Tamm", phoneNumber, company: "Tallinn Tow", ...at },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const invite = (driverId: number, payload: object = { language: "et" }) =>
    t.app.inject({ method: "POST", url: `/api/v1/admin/drivers/${driverId}/invite`, headers: t.operator, payload });
  /** Invites the driver and answers the link's code from the SMS their phone got. */
  const invitedCode = async (driverId: number, phone = "+3725551234") => {
    expect((await invite(driverId)).statusCode).toBe(201);
    return linkCodeTextedTo(t, phone);
  };
  /** A driver signed in on a phone: the invitation's link opened, its cookie kept. */
  const signedInDriver = async (at = nextTown()) => {
    const id = await createDriver(at);
    const code = await invitedCode(id);
    const opened = await t.app.inject({
      method: "GET",
      url: `/api/v1/public/driver-link/${code}`,
      headers: { "user-agent": "Phone A" },
    });
    expect(opened.json()).toEqual({ isValid: true });
    return { id, at, cookie: { cookie: driverCookieOf(opened) } };
  };
  const call = (method: "GET" | "PUT" | "POST", url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/driver${url}`, headers: headers as Record<string, string>, payload });
  /** A customer's request at a place (with a photo if given), submitted, with one worker step run so that offers are out. */
  const requestAt = async (at: { latitude: number; longitude: number }, photo?: Buffer) => {
    const link = await openLink(t, "assistance", serviceName);
    if (photo) {
      const form = multipart([
        { name: "smsIdentifier", value: "MVP1" },
        { name: "file", filename: "car.png", type: "image/png", data: photo },
      ]);
      const uploaded = await t.app.inject({
        method: "POST",
        url: `/api/v1/public/assistance-request/${link.id}/files`,
        headers: { "content-type": form.contentType, cookie: link.cookie },
        payload: form.payload,
      });
      expect(uploaded.statusCode).toBe(201);
    }
    await t.db
      .update(assistanceRequests)
      .set({ ...at, contactName: "Kati Kask", contactPhonePrefix: "+372", contactPhone: "5550001" })
      .where(eq(assistanceRequests.id, link.id));
    await startDispatch(t.db, t.dispatch, link.id);
    await runDueSteps(t.dispatch);
    return link;
  };
  const customerStatus = async (link: { id: number; cookie: string }) =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/v1/public/assistance-request/${link.id}/status`,
        headers: { cookie: link.cookie },
      })
    ).json();

  describe("invitations", () => {
    it("texts the sign-in link to the driver's phone alone: the answer names the phone, never the link", async () => {
      const id = await createDriver(nextTown(), "+3725559876");
      const response = await invite(id);
      expect(response.statusCode).toBe(201);
      const answer = response.json<{ sentTo: string; expiresAt: string }>();
      expect(Object.keys(answer).sort()).toEqual(["expiresAt", "linkId", "sentTo"]);
      expect(answer.sentTo).toBe("+3725559876");
      expect(Date.parse(answer.expiresAt)).toBeGreaterThan(Date.now() + 71 * 3_600_000);
      const [sms] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, "+3725559876"));
      expect(sms.purpose).toBe("DRIVER_LINK");
      expect(sms.body).toBe("Teie juhirakendus puksiirtöödeks: http://localhost:3000/driver-link/…");
      const code = await linkCodeTextedTo(t, "+3725559876");
      expect(t.delivered.get(sms.id)).toBe(
        `Teie juhirakendus puksiirtöödeks: http://localhost:3000/driver-link/${code}`,
      );
      expect(response.body).not.toContain(code);
      expect(response.body).not.toContain("driver-link");
      // Only the code's hash is kept.
      const [link] = await t.db.select().from(driverLinks).where(eq(driverLinks.driverId, id));
      expect(link.codeHash).not.toContain(code);
    });

    it("answers 404 for an unknown driver, 400 for a bad body and 401 without the API key", async () => {
      expect((await invite(9_999_999)).statusCode).toBe(404);
      const id = await createDriver(nextTown());
      const bad = await invite(id, { language: "de" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe("VALIDATION_FAILED");
      const anonymous = await t.app.inject({ method: "POST", url: `/api/v1/admin/drivers/${id}/invite`, payload: {} });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe("opening a link", () => {
    it("sets a long-lived HttpOnly session cookie that the driver API accepts", async () => {
      const id = await createDriver(nextTown());
      const code = await invitedCode(id);
      const opened = await t.app.inject({ method: "GET", url: `/api/v1/public/driver-link/${code}` });
      const cookie = opened.cookies.find((c) => c.name === "hitch_driver")!;
      expect(cookie).toMatchObject({ httpOnly: true, path: "/api/v1/driver", sameSite: "Strict" });
      expect(cookie.maxAge).toBe(90 * 24 * 3600);
      const me = await call("GET", "/me", { cookie: driverCookieOf(opened) });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id, fullName: "Mart Tamm", company: "Tallinn Tow", onDuty: true });
    });

    it("opens one phone: a second opening, or two at once, signs in nothing more and says the link was used", async () => {
      const id = await createDriver(nextTown());
      const code = await invitedCode(id);
      const open = (device: string) =>
        t.app.inject({ method: "GET", url: `/api/v1/public/driver-link/${code}`, headers: { "user-agent": device } });
      const [first, racing] = await Promise.all([open("Phone A"), open("Phone B")]);
      const answers = [first.json(), racing.json()];
      // The second phone is told in the invitation's language (Estonian) to ask for a new link.
      const used = { isValid: false, reason: "USED", language: "et" };
      expect(answers).toEqual(expect.arrayContaining([{ isValid: true }, used]));
      const later = await open("Phone C");
      expect(later.json()).toEqual(used);
      expect(later.cookies).toHaveLength(0);
      const sessions = await t.app.inject({
        method: "GET",
        url: `/api/v1/admin/drivers/${id}/sessions`,
        headers: t.operator,
      });
      expect(sessions.json<unknown[]>()).toHaveLength(1);
      // A new invitation opens the second phone.
      const second = await t.app.inject({
        method: "GET",
        url: `/api/v1/public/driver-link/${await invitedCode(id)}`,
        headers: { "user-agent": "Phone C" },
      });
      expect(second.json()).toEqual({ isValid: true });
      expect((await call("GET", "/me", { cookie: driverCookieOf(second) })).json<{ id: number }>()).toMatchObject({
        id,
      });
    });

    it("opens nothing for an unknown or expired code, and rejects a malformed one with 400", async () => {
      const unknown = await t.app.inject({ method: "GET", url: `/api/v1/public/driver-link/${"A".repeat(22)}` });
      expect(unknown.json()).toEqual({ isValid: false, reason: "INVALID" });
      expect(unknown.cookies).toHaveLength(0);

      const id = await createDriver(nextTown());
      const code = await invitedCode(id);
      await t.db
        .update(driverLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(driverLinks.driverId, id));
      const expired = await t.app.inject({ method: "GET", url: `/api/v1/public/driver-link/${code}` });
      expect(expired.json()).toEqual({ isValid: false, reason: "INVALID" });

      const malformed = await t.app.inject({ method: "GET", url: "/api/v1/public/driver-link/short" });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe("VALIDATION_FAILED");
    });

    it("refuses a forged cookie and no credentials with 401", async () => {
      expect((await call("GET", "/me", { cookie: "hitch_driver=1.forged" })).statusCode).toBe(401);
      expect((await call("GET", "/me", {})).statusCode).toBe(401);
    });
  });

  describe("sessions", () => {
    it("lists a driver's phones and refuses a revoked one's next call at once", async () => {
      const driver = await signedInDriver();
      const listed = await t.app.inject({
        method: "GET",
        url: `/api/v1/admin/drivers/${driver.id}/sessions`,
        headers: t.operator,
      });
      expect(listed.statusCode).toBe(200);
      const [session] = listed.json<{ id: number; device: string; active: boolean }[]>();
      expect(session).toMatchObject({ device: "Phone A", active: true, revokedAt: null });

      const revoked = await t.app.inject({
        method: "POST",
        url: `/api/v1/admin/drivers/${driver.id}/sessions/${session.id}/revoke`,
        headers: t.operator,
      });
      expect(revoked.statusCode).toBe(204);
      const refused = await call("GET", "/me", driver.cookie);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe("UNAUTHORIZED");
      const after = await t.app.inject({
        method: "GET",
        url: `/api/v1/admin/drivers/${driver.id}/sessions`,
        headers: t.operator,
      });
      expect(after.json()[0]).toMatchObject({ active: false, revokedAt: expect.any(String) });
    });

    it("answers 404 for another driver's session, an unknown driver and a bad id", async () => {
      const mine = await signedInDriver();
      const other = await signedInDriver();
      const [session] = (
        await t.app.inject({ method: "GET", url: `/api/v1/admin/drivers/${other.id}/sessions`, headers: t.operator })
      ).json<{ id: number }[]>();
      const wrongDriver = await t.app.inject({
        method: "POST",
        url: `/api/v1/admin/drivers/${mine.id}/sessions/${session.id}/revoke`,
        headers: t.operator,
      });
      expect(wrongDriver.statusCode).toBe(404);
      expect((await call("GET", "/me", other.cookie)).statusCode).toBe(200);
      const unknown = await t.app.inject({
        method: "GET",
        url: "/api/v1/admin/drivers/9999999/sessions",
        headers: t.operator,
      });
      expect(unknown.statusCode).toBe(404);
      const bad = await t.app.inject({ method: "GET", url: "/api/v1/admin/drivers/abc/sessions", headers: t.operator });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe("duty", () => {
    it("gets no offers off duty and gets them on duty with the shift's plate", async () => {
      const driver = await signedInDriver();
      const off = await call("PUT", "/duty", driver.cookie, { onDuty: false });
      expect(off.json()).toMatchObject({ onDuty: false });
      await requestAt(northOf(driver.at, 500));
      expect((await call("GET", "/offers", driver.cookie)).json()).toEqual([]);

      const on = await call("PUT", "/duty", driver.cookie, { onDuty: true, shiftPlate: "123abc" });
      expect(on.json()).toMatchObject({ onDuty: true, shiftPlate: "123ABC" });
      const link = await requestAt(northOf(driver.at, 800));
      const offers = (await call("GET", "/offers", driver.cookie)).json<{ assistanceRequestId: number }[]>();
      expect(offers.map((o) => o.assistanceRequestId)).toContain(link.id);
    });

    it("rejects a bad duty body with 400 and a code", async () => {
      const driver = await signedInDriver();
      const bad = await call("PUT", "/duty", driver.cookie, { onDuty: "yes" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe("VALIDATION_FAILED");
    });
  });

  describe("a job from offer to finish", () => {
    it("shows the customer's name only after accepting, and each step on the customer's status", async () => {
      const driver = await signedInDriver();
      const link = await requestAt(northOf(driver.at, 2000));
      const [offer] = (await call("GET", "/offers", driver.cookie)).json<Record<string, unknown>[]>();
      expect(offer).toMatchObject({ assistanceRequestId: link.id, etaSeconds: expect.any(Number) });
      expect(JSON.stringify(offer)).not.toContain("Kati");

      const accepted = await call("POST", `/offers/${offer.id as number}/accept`, driver.cookie);
      expect(accepted.json()).toMatchObject({ customer: { name: "Kati Kask", phone: "+3725550001" } });
      expect((await customerStatus(link)).assignment.progress).toBe("ASSIGNED");
      expect((await call("GET", "/me", driver.cookie)).json()).toMatchObject({
        onDuty: true,
        activeAssistanceRequestId: link.id,
      });
      expect((await call("PUT", "/duty", driver.cookie, { onDuty: false })).statusCode).toBe(409);

      for (const progress of ["ON_THE_WAY", "ARRIVED", "TOWING"]) {
        const step = await call("POST", `/jobs/${link.id}/progress`, driver.cookie, { progress });
        expect(step.json()).toEqual({ progress });
        expect((await customerStatus(link)).assignment.progress).toBe(progress);
      }
      const back = await call("POST", `/jobs/${link.id}/progress`, driver.cookie, { progress: "ARRIVED" });
      expect(back.statusCode).toBe(409);
      const sideways = await call("POST", `/jobs/${link.id}/progress`, driver.cookie, { progress: "FIXED_ON_SITE" });
      expect(sideways.statusCode).toBe(409);

      const finish = () => call("POST", `/jobs/${link.id}/finish`, { ...driver.cookie, "idempotency-key": "finish-1" });
      expect((await finish()).statusCode).toBe(200);
      // Sent again from the offline queue: answered as done, not a 404 for a job no longer held.
      expect((await finish()).statusCode).toBe(200);
      expect((await customerStatus(link)).status).toBe("FINISHED");

      const since = new Date(Date.now() - 3_600_000).toISOString();
      const history = await call("GET", `/history?since=${encodeURIComponent(since)}`, driver.cookie);
      // A finished job keeps the customer's phone in the day's history.
      expect(history.json()).toEqual([
        expect.objectContaining({
          assistanceRequestId: link.id,
          progress: "TOWING",
          endReason: "FINISHED",
          customerPhone: "+3725550001",
        }),
      ]);
    });

    it("answers 404 to another driver's progress and 400 to a bad step or key", async () => {
      const driver = await signedInDriver();
      const other = await signedInDriver();
      const link = await requestAt(northOf(driver.at, 1000));
      const [offer] = (await call("GET", "/offers", driver.cookie)).json<{ id: number }[]>();
      await call("POST", `/offers/${offer.id}/accept`, driver.cookie);

      const foreign = await call("POST", `/jobs/${link.id}/progress`, other.cookie, { progress: "ON_THE_WAY" });
      expect(foreign.statusCode).toBe(404);
      const badStep = await call("POST", `/jobs/${link.id}/progress`, driver.cookie, { progress: "ASSIGNED" });
      expect(badStep.statusCode).toBe(400);
      expect(badStep.json().code).toBe("VALIDATION_FAILED");
      const badKey = await call(
        "POST",
        `/jobs/${link.id}/progress`,
        { ...driver.cookie, "idempotency-key": "no spaces!" },
        { progress: "ON_THE_WAY" },
      );
      expect(badKey.statusCode).toBe(400);
      const badSince = await call("GET", "/history?since=yesterday", driver.cookie);
      expect(badSince.statusCode).toBe(400);
    });

    it("shows the customer's photos to the driver offered the job and to nobody else", async () => {
      const driver = await signedInDriver();
      const stranger = await signedInDriver();
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366aa" } })
        .png()
        .toBuffer();
      const link = await requestAt(northOf(driver.at, 700), png);
      const [offer] = (await call("GET", "/offers", driver.cookie)).json<{ photos: string[] }[]>();
      expect(offer.photos).toHaveLength(1);
      const [url] = offer.photos;
      expect(url).toMatch(new RegExp(`^/api/v1/driver/jobs/${link.id}/photos/[A-Za-z0-9._-]+$`));
      const seen = await t.app.inject({ method: "GET", url, headers: driver.cookie });
      expect(seen.statusCode).toBe(200);
      expect((await sharp(seen.rawPayload).metadata()).width).toBe(40);
      expect((await t.app.inject({ method: "GET", url, headers: stranger.cookie })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url, headers: { cookie: link.cookie } })).statusCode).toBe(401);
      const bad = await t.app.inject({
        method: "GET",
        url: `${url.slice(0, url.lastIndexOf("/"))}/..%2Fx`,
        headers: driver.cookie,
      });
      expect(bad.statusCode).toBe(400);
    });

    it("keeps the reason a driver gives for declining, and rejects an unknown reason with 400", async () => {
      const driver = await signedInDriver();
      await requestAt(northOf(driver.at, 900));
      const [offer] = (await call("GET", "/offers", driver.cookie)).json<{ id: number }[]>();
      const bad = await call("POST", `/offers/${offer.id}/decline`, driver.cookie, { reason: "LAZY" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe("VALIDATION_FAILED");
      const declined = await call("POST", `/offers/${offer.id}/decline`, driver.cookie, { reason: "TOO_FAR" });
      expect(declined.statusCode).toBe(204);
      const [row] = await t.db.select().from(dispatchOffers).where(eq(dispatchOffers.id, offer.id));
      expect(row).toMatchObject({ state: "DECLINED", declineReason: "TOO_FAR" });
      expect((await call("GET", "/offers", driver.cookie)).json()).toEqual([]);
    });

    it("applies a queued position once however often it is sent", async () => {
      const driver = await signedInDriver();
      const link = await requestAt(northOf(driver.at, 5000));
      const [offer] = (await call("GET", "/offers", driver.cookie)).json<{ id: number }[]>();
      await call("POST", `/offers/${offer.id}/accept`, driver.cookie);
      const queued = { ...driver.cookie, "idempotency-key": "position-0001" };
      const nearer = northOf(driver.at, 3000);
      expect((await call("POST", "/location", queued, nearer)).statusCode).toBe(204);
      // A newer position, then the old one again (its answer was lost): the newer one stands.
      const newest = northOf(driver.at, 4000);
      await call("POST", "/location", driver.cookie, newest);
      expect((await call("POST", "/location", queued, nearer)).statusCode).toBe(204);
      expect((await customerStatus(link)).assignment.driverLocation.latitude).toBeCloseTo(newest.latitude, 6);
    });
  });
});
