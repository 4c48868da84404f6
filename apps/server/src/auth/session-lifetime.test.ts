import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../db/schema/assistance-requests.ts";
import { links } from "../db/schema/links.ts";
import { TEST_DB_KINDS } from "../db/test-db.ts";
import { createWorkshop, fillClaim, insuredVehicle, submit } from "../modules/claims/claim-filing-test-support.ts";
import { claimUuidSeenBy, mari } from "../modules/claims/claim-test-support.ts";
import { runDueSteps } from "../modules/dispatch/dispatch-worker.ts";
import { startDispatch } from "../modules/dispatch/start-dispatch.ts";
import { northOf, TALLINN } from "../modules/dispatch/test-support.ts";
import { createTestApp, createTestService, openLink, sessionCookieOf, type TestApp } from "../testing/test-app.ts";

describe.each(TEST_DB_KINDS)("customer session lifetime on %s", (kind) => {
  let t: TestApp;
  let serviceName: string;
  let serviceId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const service = await createTestService(t);
    serviceName = service.name;
    serviceId = service.id;
  });
  afterAll(() => t?.close());

  const call = (method: "GET" | "POST" | "PATCH" | "PUT", path: string, cookie: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/public${path}`,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload }),
    });
  /** The link's time is up (its row aged, as the clock would). */
  /** Stands in for an announced change made behind the app's back, as the engine announces its own. */
  const announce = (requestId: number) => t.app.appContext.dispatch.events.publish(requestId);
  // Ending a link's time in the database stands in for the clock passing it; an instance that remembers
  // the session is told, as it would compare the real expiry with its clock.
  const expireLinksOf = async (linkKind: "ASSISTANCE" | "CLAIM", id: number) => {
    await t.db
      .update(links)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${links.kind} = ${linkKind} and ${links.targetId} = ${id}`);
    if (linkKind === "ASSISTANCE") await announce(id);
  };
  /** A second tap on the same SMS link: another holder of the same request or claim. */
  const openAgain = async (path: "assistance-request-link" | "claim-link", code: string) =>
    sessionCookieOf(await t.app.inject({ method: "GET", url: `/api/v1/public/${path}/${code}` }));

  it("sets a cookie that lasts no longer than the link", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/public/claim-link",
      headers: t.operator,
      payload: { serviceName, ttlSeconds: 600 },
    });
    const validated = await t.app.inject({ method: "GET", url: `/api/v1/public/claim-link/${created.json().code}` });
    const cookie = validated.cookies.find((c) => c.name === "hitch_session")!;
    expect(cookie.maxAge).toBeGreaterThan(590);
    expect(cookie.maxAge).toBeLessThanOrEqual(600);
  });

  it("refuses reads and writes with an old cookie once the link has expired", async () => {
    const request = await openLink(t, "assistance", serviceName);
    const claim = await openLink(t, "claim", serviceName);
    expect((await call("GET", `/assistance-request/${request.id}`, request.cookie)).statusCode).toBe(200);
    await expireLinksOf("ASSISTANCE", request.id);
    await expireLinksOf("CLAIM", claim.id);

    const read = await call("GET", `/assistance-request/${request.id}`, request.cookie);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
    const write = await call("PATCH", `/assistance-request/${request.id}/incident`, request.cookie, {
      incidentType: "FLAT_TIRES",
    });
    expect(write.statusCode).toBe(404);
    const [row] = await t.db.select().from(assistanceRequests).where(eq(assistanceRequests.id, request.id));
    expect(row.incidentType).toBeNull();

    expect((await call("GET", `/claims/${claim.id}`, claim.cookie)).statusCode).toBe(404);
    expect(
      (await call("POST", `/claims/${claim.id}/incident`, claim.cookie, { claimIncidentType: "THEFT" })).statusCode,
    ).toBe(404);
    expect((await call("GET", `/vehicles/123ABC?requestId=${request.id}`, request.cookie)).statusCode).toBe(404);
    expect((await call("GET", `/places?query=tal&latitude=59.4&longitude=24.7`, claim.cookie)).statusCode).toBe(401);
  });

  it("keeps a live tow job trackable after its link expired, then ends the session with the job", async () => {
    const driverRes = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/drivers",
      headers: t.operator,
      payload: {
        fullName: "Mart Tamm",
        phoneNumber: "+3725551234",
        company: "Tallinn Tow",
        companyId: "TT-1",
        ...northOf(TALLINN, 800),
      },
    });
    const driver = { id: driverRes.json().id as number, auth: { authorization: `Bearer ${driverRes.json().token}` } };
    const opened = await openLink(t, "assistance", serviceName);
    // Opened late in the link's time: the browser is told to keep the cookie for the half hour left.
    await t.db
      .update(links)
      .set({ expiresAt: sql`now() + interval '30 minutes'` })
      .where(sql`${links.kind} = 'ASSISTANCE' and ${links.targetId} = ${opened.id}`);
    const request = { ...opened, cookie: await openAgain("assistance-request-link", opened.code) };
    await call("PATCH", `/assistance-request/${request.id}/contact`, request.cookie, {
      name: "Mari",
      phone: "5551234",
      phonePrefix: "+372",
    });
    await t.db.update(assistanceRequests).set(TALLINN).where(eq(assistanceRequests.id, request.id));
    await startDispatch(t.db, t.dispatch, request.id);
    await runDueSteps(t.dispatch);
    const offers = (await t.app.inject({ method: "GET", url: "/api/v1/driver/offers", headers: driver.auth })).json<
      { id: number; assistanceRequestId: number }[]
    >();
    const offer = offers.find((o) => o.assistanceRequestId === request.id)!;
    expect(
      (await t.app.inject({ method: "POST", url: `/api/v1/driver/offers/${offer.id}/accept`, headers: driver.auth }))
        .statusCode,
    ).toBe(200);
    await expireLinksOf("ASSISTANCE", request.id);

    const status = await call("GET", `/assistance-request/${request.id}/status`, request.cookie);
    expect(status.statusCode).toBe(200);
    expect(status.json().status).toBe("ACCEPTED");
    // The browser is told to keep the cookie while the job lasts, past the link's own end.
    const kept = status.cookies.find((c) => c.name === "hitch_session")!;
    expect(kept.maxAge).toBeGreaterThan(3600);
    // A poll carrying that later cookie is not sent it again: the browser already keeps it for hours.
    const next = await call("GET", `/assistance-request/${request.id}/status`, `hitch_session=${kept.value}`);
    expect(next.statusCode).toBe(200);
    expect(next.cookies.find((c) => c.name === "hitch_session")).toBeUndefined();
    const driverView = await call(
      "GET",
      `/tow-truck/accepted-driver?assistanceRequestId=${request.id}`,
      request.cookie,
    );
    expect(driverView.statusCode).toBe(200);
    expect(driverView.json().driver.id).toBe(driver.id);
    // The request itself answers its state only: no contact, place or vehicle any more.
    const view = await call("GET", `/assistance-request/${request.id}`, request.cookie);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ status: "ACCEPTED", location: null, contact: { name: null, phone: null } });
    expect(
      (
        await call("PATCH", `/assistance-request/${request.id}/incident`, request.cookie, {
          incidentType: "FLAT_TIRES",
        })
      ).json(),
    ).toEqual({
      statusCode: 409,
      code: "REQUEST_NOT_EDITABLE",
    });

    const cancelled = await call("POST", `/assistance-request/${request.id}/cancel`, request.cookie);
    expect(cancelled.statusCode).toBe(200);
    // The job is over and the link expired: nothing answers the session any more.
    expect((await call("GET", `/assistance-request/${request.id}/status`, request.cookie)).statusCode).toBe(404);
    expect((await call("GET", `/assistance-request/${request.id}`, request.cookie)).statusCode).toBe(404);
  });

  it("shows a finished request's session its outcome only", async () => {
    const request = await openLink(t, "assistance", serviceName);
    await call("PATCH", `/assistance-request/${request.id}/contact`, request.cookie, {
      name: "Mari",
      phone: "5551234",
      phonePrefix: "+372",
    });
    await t.db
      .update(assistanceRequests)
      .set({ status: "CLIENT_CANCELLED" })
      .where(eq(assistanceRequests.id, request.id));
    await announce(request.id);
    expect((await call("GET", `/assistance-request/${request.id}/status`, request.cookie)).json().status).toBe(
      "CLIENT_CANCELLED",
    );
    expect((await call("GET", `/assistance-request/${request.id}/service-theme`, request.cookie)).statusCode).toBe(200);
    expect((await call("GET", `/assistance-request/${request.id}`, request.cookie)).json()).toMatchObject({
      status: "CLIENT_CANCELLED",
      contact: { name: null, phone: null },
    });
    expect(
      (await call("GET", `/assistance-request/${request.id}/geocode?latitude=59.4&longitude=24.7`, request.cookie))
        .statusCode,
    ).toBe(404);
    const write = await call("PATCH", `/assistance-request/${request.id}/language`, request.cookie, { language: "et" });
    expect(write.json()).toEqual({ statusCode: 409, code: "REQUEST_NOT_EDITABLE" });
  });

  describe("a filed claim", () => {
    let setup: { plate: string; workshopId: number };
    beforeAll(async () => {
      const vehicle = await insuredVehicle(t, serviceId, { mark: "Toyota", model: "Corolla", year: 2018 });
      setup = { plate: vehicle.licensePlate, workshopId: (await createWorkshop(t, serviceName)).id };
    });

    it("shows another holder of the link the outcome, not the notifier's personal data, and takes no writes", async () => {
      const victim = await openLink(t, "claim", serviceName);
      const otherHolder = await openAgain("claim-link", victim.code);
      await fillClaim(t, victim, { incident: "THEFT", flag: false, ...setup });
      const uuid = await claimUuidSeenBy(t, victim);
      expect((await submit(t, victim)).statusCode).toBe(200);

      for (const cookie of [otherHolder, victim.cookie]) {
        const claim = await call("GET", `/claims/${victim.id}`, cookie);
        expect(claim.statusCode).toBe(200);
        expect(claim.json()).toMatchObject({
          id: victim.id,
          uuid,
          submitted: true,
          notifierInfo: null,
          vehicleDetails: null,
        });
        expect(claim.body).not.toContain(mari.personalCode);
        expect(claim.body).not.toContain(mari.contact.email);
        expect(claim.body).not.toContain(mari.contact.phone);
        expect((await call("GET", `/claims/${victim.id}/service-theme`, cookie)).statusCode).toBe(200);
        expect((await call("GET", `/service-notification?claimUuid=${uuid}`, cookie)).json()).toEqual({
          isEnabled: true,
        });
        expect((await call("GET", `/cases?claimId=${victim.id}`, cookie)).statusCode).toBe(200);
        expect((await call("PUT", `/claims/${victim.id}`, cookie)).statusCode).toBe(200);
        expect((await call("GET", `/claims/${victim.id}/other-parties`, cookie)).statusCode).toBe(404);
        expect(
          (await call("GET", `/claims/${victim.id}/vehicle-details?licensePlate=${setup.plate}`, cookie)).statusCode,
        ).toBe(404);
        expect((await call("GET", `/claims/${victim.id}/damage-location-template`, cookie)).statusCode).toBe(404);
        const write = await call("POST", `/claims/${victim.id}/notifier-info`, cookie, {
          notifier: mari,
          driver: null,
          isContactDriver: null,
        });
        expect(write.json()).toEqual({ statusCode: 409, code: "CLAIM_NOT_EDITABLE" });
      }
    });
  });

  describe("revocation by an operator", () => {
    const revoke = (path: string, headers: Record<string, string> = t.operator) =>
      t.app.inject({ method: "POST", url: `/api/v1/admin/${path}/revoke-links`, headers });

    it("ends every session of a claim at once and leaves another link's session alone", async () => {
      const claim = await openLink(t, "claim", serviceName);
      const secondHolder = await openAgain("claim-link", claim.code);
      const other = await openLink(t, "claim", serviceName);

      const revoked = await revoke(`claims/${claim.id}`);
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json()).toEqual({ revokedLinks: 1 });

      for (const cookie of [claim.cookie, secondHolder]) {
        expect((await call("GET", `/claims/${claim.id}`, cookie)).statusCode).toBe(404);
        expect(
          (await call("POST", `/claims/${claim.id}/incident`, cookie, { claimIncidentType: "THEFT" })).statusCode,
        ).toBe(404);
      }
      const reopened = await t.app.inject({ method: "GET", url: `/api/v1/public/claim-link/${claim.code}` });
      expect(reopened.json()).toMatchObject({ isValid: false, msg: "LINK_EXPIRED" });
      expect(reopened.cookies.find((c) => c.name === "hitch_session")).toBeUndefined();

      expect((await call("GET", `/claims/${other.id}`, other.cookie)).statusCode).toBe(200);
      expect((await revoke(`claims/${claim.id}`)).json()).toEqual({ revokedLinks: 0 });
    });

    it("ends a live tow job's tracking too", async () => {
      const request = await openLink(t, "assistance", serviceName);
      await t.db.update(assistanceRequests).set(TALLINN).where(eq(assistanceRequests.id, request.id));
      await startDispatch(t.db, t.dispatch, request.id);
      expect((await call("GET", `/assistance-request/${request.id}/status`, request.cookie)).statusCode).toBe(200);
      expect((await revoke(`assistance-requests/${request.id}`)).json()).toEqual({ revokedLinks: 1 });
      expect((await call("GET", `/assistance-request/${request.id}/status`, request.cookie)).statusCode).toBe(404);
      expect((await call("POST", `/assistance-request/${request.id}/cancel`, request.cookie)).statusCode).toBe(404);
    });

    it("answers 404 for an unknown request or claim and 401 without the key", async () => {
      expect((await revoke("claims/2147483000")).json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
      expect((await revoke("assistance-requests/2147483000")).statusCode).toBe(404);
      expect((await revoke("claims/1", {})).statusCode).toBe(401);
    });
  });
});
