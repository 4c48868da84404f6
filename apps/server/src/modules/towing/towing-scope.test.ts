import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { runDueSteps, startDispatchForTest } from "../console/console-test-support.ts";
import { linkCodeTextedTo } from "../drivers/test-support.ts";
import { consolePost, newDispatcher, newOperator, signIn, signInAdministrator } from "../operators/test-support.ts";
import { uniqueName } from "../../testing/test-app.ts";
import { documentedOperations } from "../../http/openapi-arbitraries.ts";

type Who = "dispA" | "dispB" | "op" | "viewer" | "admin";

/**
 * A towing company's dispatcher sees and runs their own company's drivers and jobs, and nothing else: another
 * company's drivers and jobs and every provider screen (claims, cases, feedback, links, call-backs) are 404.
 */
describe.each(TEST_DB_KINDS)("towing-company dispatcher scope on %s", (kind) => {
  let t: TestApp;
  let service: { id: number; name: string };
  const cookie = {} as Record<Who, string>;
  const companyA = uniqueName("Tow A");
  const companyB = uniqueName("Tow B");
  // Each test's drivers stand in a town of their own, so no other test's offers reach them.
  let town = 0;
  const nextTown = () => ({ latitude: 40, longitude: -160 + 3 * ++town });

  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who: Who, payload?: unknown) =>
    method === "POST"
      ? consolePost(t, url, payload ?? {}, cookie[who])
      : t.app.inject({
          method,
          url: `/api/v1/console${url}`,
          headers: { cookie: cookie[who], origin: t.config.publicUrl },
          ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
        });
  const addDriver = async (who: Who, company: string, at = nextTown(), fullName = "Mart Tamm") => {
    const res = await call("POST", "/drivers", who, { fullName, phoneNumber: "+37255512345", company });
    expect(res.statusCode).toBe(201);
    const driver = res.json<{ id: number; company: string; state: string }>();
    // Where the phone will report from once on duty (the console's form asks no position).
    await t.db.update(drivers).set(at).where(eq(drivers.id, driver.id));
    return driver;
  };
  const goOnDuty = (who: Who, id: number) => call("PATCH", `/drivers/${id}`, who, { available: true });
  /** A submitted request of the service at a place, with its first offer wave sent. */
  const requestAt = async (at: { latitude: number; longitude: number }) => {
    const link = await openLink(t, "assistance", service.name);
    await t.db
      .update(assistanceRequests)
      .set({ ...at, submitTime: new Date(), contactName: "Mari Maasikas", incidentType: "FLAT_TIRES" })
      .where(eq(assistanceRequests.id, link.id));
    await startDispatchForTest(t, link.id, 3600);
    await runDueSteps(t.dispatch);
    return link.id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    service = await createTestService(t);
    const who: Record<Exclude<Who, "admin">, { email: string }> = {
      dispA: await newDispatcher(t, companyA),
      dispB: await newDispatcher(t, companyB),
      op: await newOperator(t, [{ service: service.name, role: "OPERATOR" }]),
      viewer: await newOperator(t, [{ service: service.name, role: "VIEWER" }]),
    };
    for (const [name, account] of Object.entries(who)) cookie[name as Who] = await signIn(t, account.email);
    cookie.admin = (await signInAdministrator(t)).cookie;
  });
  afterAll(() => t?.close());

  it("tells a dispatcher their company and gives them no service", async () => {
    const me = (await call("GET", "/me", "dispA")).json<{ services: unknown[]; towingCompany: { name: string } }>();
    expect(me.services).toEqual([]);
    expect(me.towingCompany).toMatchObject({ name: companyA });
    expect((await call("GET", "/me", "op")).json()).toMatchObject({ towingCompany: null });
  });

  it("answers 404 to a dispatcher on every console route that is not theirs", async () => {
    // Every console route the app has, found from the app itself: a route added later is covered too.
    // Requests search is theirs too: it lists only the jobs their company's drivers were offered or held
    // (request-record.test.ts).
    const theirs = /^\/api\/v1\/console\/(me|drivers|towing-jobs|requests\/search)(\/|$)/;
    const routes = documentedOperations(t.app.swagger())
      .map((o) => ({ method: o.method, url: o.path }))
      .filter((r) => r.url.startsWith("/api/v1/console/") && !r.url.startsWith("/api/v1/console/auth"));
    const closed = routes.filter((r) => !theirs.test(r.url));
    expect(closed.map((r) => r.url)).toEqual(
      expect.arrayContaining(["/api/v1/console/callbacks", "/api/v1/console/links", "/api/v1/console/audit"]),
    );
    for (const route of closed) {
      const url = route.url.replace(/\{[A-Za-z]+\}/g, "1");
      const res = await t.app.inject({
        method: route.method as "GET",
        url,
        headers: { cookie: cookie.dispA, origin: t.config.publicUrl },
        ...(route.method === "GET" ? {} : { payload: {} }),
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 404,
      });
    }
  });

  it("lists a dispatcher's own drivers only, and keeps another company's as if they did not exist", async () => {
    const mine = await addDriver("dispA", "anything typed here");
    expect(mine.company).toBe(companyA);
    const theirs = await addDriver("dispB", companyB);
    const list = (await call("GET", "/drivers", "dispA")).json<{ id: number }[]>().map((d) => d.id);
    expect(list).toContain(mine.id);
    expect(list).not.toContain(theirs.id);
    // A provider's operator reads every company's drivers (drivers serve every service), and changes none.
    const admins = (await call("GET", "/drivers", "op")).json<{ id: number }[]>().map((d) => d.id);
    expect(admins).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect((await goOnDuty("op", theirs.id)).statusCode).toBe(404);

    for (const [method, url, payload] of [
      ["PATCH", `/drivers/${theirs.id}`, { available: true }],
      ["DELETE", `/drivers/${theirs.id}`, undefined],
      ["POST", `/drivers/${theirs.id}/invite`, { language: "et" }],
      ["GET", `/drivers/${theirs.id}/sessions`, undefined],
      ["POST", `/drivers/${theirs.id}/sessions/1/revoke`, undefined],
    ] as const) {
      expect({ url, status: (await call(method, url, "dispA", payload)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it("refuses a bad form with 400 and names the field", async () => {
    const res = await call("POST", "/drivers", "dispA", {
      fullName: "",
      phoneNumber: "call me",
      company: "x",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    const paths = res.json<{ errors: { path: string }[] }>().errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["fullName", "phoneNumber"]));
  });

  it("invites a driver in their language, lists the phone's session and revokes it at once", async () => {
    const driver = await addDriver("dispA", companyA);
    const invited = await call("POST", `/drivers/${driver.id}/invite`, "dispA", { language: "lv" });
    expect(invited.statusCode).toBe(201);
    const code = await linkCodeTextedTo(t, "+37255512345");
    const opened = await t.app.inject({
      method: "GET",
      url: `/api/v1/public/driver-link/${code}`,
      headers: { "user-agent": "Phone Z" },
    });
    const phone = opened.cookies.find((c) => c.name === "hitch_driver")!;
    const asPhone = { cookie: `hitch_driver=${phone.value}` };
    const me = await t.app.inject({ method: "GET", url: "/api/v1/driver/me", headers: asPhone });
    // The app starts in the invitation's language; a dispatcher's invitation wears no service's colours.
    expect(me.json()).toMatchObject({ id: driver.id, invitation: { language: "lv", service: null } });

    const sessions = (await call("GET", `/drivers/${driver.id}/sessions`, "dispA")).json<
      { id: number; device: string; active: boolean }[]
    >();
    expect(sessions).toEqual([expect.objectContaining({ device: "Phone Z", active: true })]);
    // A dispatcher may not name a service's theme: no service is theirs.
    expect(
      (await call("POST", `/drivers/${driver.id}/invite`, "dispA", { language: "et", serviceId: service.id }))
        .statusCode,
    ).toBe(404);

    const revoked = await call("POST", `/drivers/${driver.id}/sessions/${sessions[0].id}/revoke`, "dispA");
    expect(revoked.statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/driver/me", headers: asPhone })).statusCode).toBe(401);
    expect(
      (await call("GET", "/drivers", "dispA"))
        .json<{ id: number; activeSessions: number }[]>()
        .find((d) => d.id === driver.id),
    ).toMatchObject({ activeSessions: 0 });
  });

  it("lets an administrator invite a driver in the colours of a service", async () => {
    const driver = await addDriver("dispA", companyA);
    const invited = await call("POST", `/drivers/${driver.id}/invite`, "admin", {
      language: "ru",
      serviceId: service.id,
    });
    expect(invited.statusCode).toBe(201);
    const code = await linkCodeTextedTo(t, "+37255512345");
    const opened = await t.app.inject({ method: "GET", url: `/api/v1/public/driver-link/${code}` });
    const phone = opened.cookies.find((c) => c.name === "hitch_driver")!;
    const me = await t.app.inject({
      method: "GET",
      url: "/api/v1/driver/me",
      headers: { cookie: `hitch_driver=${phone.value}` },
    });
    expect(me.json()).toMatchObject({
      invitation: { language: "ru", service: { name: service.name, color: expect.stringMatching(/^#/) } },
    });
  });

  it("shows a dispatcher the jobs offered to their drivers, assigns one to a colleague and reassigns it", async () => {
    const at = nextTown();
    const first = await addDriver("dispA", companyA, at, "Offered Driver");
    const colleague = await addDriver(
      "dispA",
      companyA,
      { latitude: at.latitude + 0.3, longitude: at.longitude },
      "Colleague",
    );
    const other = await addDriver(
      "dispB",
      companyB,
      { latitude: at.latitude + 0.001, longitude: at.longitude },
      "Rival",
    );
    for (const [who, id] of [
      ["dispA", first.id],
      ["dispA", colleague.id],
      ["dispB", other.id],
    ] as const)
      expect((await goOnDuty(who, id)).statusCode).toBe(200);
    const requestId = await requestAt({ latitude: at.latitude + 0.002, longitude: at.longitude });

    const jobsOf = async (who: Who) =>
      (await call("GET", "/towing-jobs", who)).json<
        { assistanceRequestId: number; state: string; drivers: { id: number }[] }[]
      >();
    const offeredA = (await jobsOf("dispA")).find((j) => j.assistanceRequestId === requestId);
    expect(offeredA).toMatchObject({ state: "OFFERED" });
    // Only their own drivers' offers: the rival company's driver is not named to them.
    expect(offeredA!.drivers.map((d) => d.id)).not.toContain(other.id);
    expect((await call("GET", "/towing-jobs", "op")).statusCode).toBe(404);

    // Another company cannot give this company's driver the job, nor its own driver through it... unless offered to them.
    expect((await call("POST", `/towing-jobs/${requestId}/assign`, "dispB", { driverId: first.id })).statusCode).toBe(
      404,
    );

    const assigned = await call("POST", `/towing-jobs/${requestId}/assign`, "dispA", { driverId: first.id });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ state: "HELD", drivers: [{ id: first.id }] });
    // The customer's tracking screen shows the driver: the engine's own accept ran.
    const [request] = await t.db.select().from(assistanceRequests).where(eq(assistanceRequests.id, requestId));
    expect(request.status).toBe("ACCEPTED");
    expect((await jobsOf("dispB")).some((j) => j.assistanceRequestId === requestId)).toBe(false);

    const moved = await call("POST", `/towing-jobs/${requestId}/assign`, "dispA", { driverId: colleague.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ state: "HELD", drivers: [{ id: colleague.id }] });
    // Another company's driver cannot be handed the job (404), and a driver off duty cannot take it (409).
    expect((await call("POST", `/towing-jobs/${requestId}/assign`, "dispA", { driverId: other.id })).statusCode).toBe(
      404,
    );
    const offDuty = await addDriver("dispA", companyA, at, "Sleeping");
    expect((await call("POST", `/towing-jobs/${requestId}/assign`, "dispA", { driverId: offDuty.id })).statusCode).toBe(
      409,
    );
  });
});
