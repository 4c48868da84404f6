import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, uniqueName, type TestApp } from "../../testing/test-app.ts";
import { runDueSteps, startDispatchForTest } from "../console/console-test-support.ts";
import { linkCodeTextedTo } from "../drivers/test-support.ts";
import { consolePost, newDispatcher, newOperator, signIn, signInAdministrator } from "../operators/test-support.ts";

const ROLES = ["admin", "opA", "opB", "viewerA", "dispX", "dispY"] as const;
type Role = (typeof ROLES)[number];
/** Who may change a driver of company X: a platform administrator and X's own dispatcher. */
const WRITERS_OF_X: Role[] = ["admin", "dispX"];

/**
 * Drivers are changed only by platform administrators and their own towing company's dispatcher; every
 * other console user gets 404 on every driver write, and nobody ever reads a driver's sign-in link in an
 * answer. Each driver route is called by each role: an administrator, operators of services A and B, a viewer
 * of A, and the dispatchers of companies X and Y.
 */
describe.each(TEST_DB_KINDS)("driver routes per role and tenant on %s", (kind) => {
  let t: TestApp;
  let serviceA: { id: number; name: string };
  const cookie = {} as Record<Role, string>;
  const email = {} as Record<Role, string>;
  const companyX = uniqueName("Tow X");
  const companyY = uniqueName("Tow Y");
  /** Every answer any role got: none may hold a sign-in link. */
  const answers: LightMyRequestResponse[] = [];
  let phoneSeq = 0;

  const call = async (who: Role, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) => {
    const res =
      method === "POST"
        ? await consolePost(t, url, payload ?? {}, cookie[who])
        : await t.app.inject({
            method,
            url: `/api/v1/console${url}`,
            headers: { cookie: cookie[who], origin: t.config.publicUrl },
            ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
          });
    answers.push(res);
    return res;
  };
  /** A driver of a company (made by the administrator), standing far from every other test's requests. */
  const driverOf = async (company: string, fullName = "Mart Tamm") => {
    const phoneNumber = `+37256${String(++phoneSeq).padStart(6, "0")}`;
    const res = await call("admin", "POST", "/drivers", { fullName, phoneNumber, company });
    expect(res.statusCode).toBe(201);
    const driver = res.json<{ id: number; towingCompanyId: number }>();
    await t.db
      .update(drivers)
      .set({ latitude: 10, longitude: 10 + phoneSeq / 100 })
      .where(eq(drivers.id, driver.id));
    return { ...driver, phoneNumber };
  };
  /** The phone opens the newest invitation's link, as the driver would from the SMS. */
  const codes: string[] = [];
  const openOnPhone = async (phone: string) => {
    codes.push(await linkCodeTextedTo(t, phone));
    return t.app.inject({ method: "GET", url: `/api/v1/public/driver-link/${codes.at(-1)}` });
  };
  const statusesOf = async (each: (who: Role) => Promise<LightMyRequestResponse>) => {
    const got = {} as Record<Role, number>;
    for (const who of ROLES) got[who] = (await each(who)).statusCode;
    return got;
  };
  const expected = (allowed: Role[], ok: number) =>
    Object.fromEntries(ROLES.map((who) => [who, allowed.includes(who) ? ok : 404]));

  // Six accounts signed in (one with a second factor): slow on a busy machine.
  beforeAll(async () => {
    t = await createTestApp(kind);
    serviceA = await createTestService(t);
    const serviceB = await createTestService(t);
    const admin = await signInAdministrator(t);
    cookie.admin = admin.cookie;
    email.admin = admin.email;
    const accounts = {
      opA: await newOperator(t, [{ service: serviceA.name, role: "OPERATOR" }]),
      opB: await newOperator(t, [{ service: serviceB.name, role: "OPERATOR" }]),
      viewerA: await newOperator(t, [{ service: serviceA.name, role: "VIEWER" }]),
      dispX: await newDispatcher(t, companyX),
      dispY: await newDispatcher(t, companyY),
    };
    for (const [who, account] of Object.entries(accounts)) {
      cookie[who as Role] = await signIn(t, account.email);
      email[who as Role] = account.email;
    }
  }, 180_000);
  afterAll(() => t?.close());

  it("renames, makes available and adds drivers for an administrator and the company's dispatcher alone", async () => {
    const x1 = await driverOf(companyX);
    const rename = await statusesOf((who) =>
      call(who, "PATCH", `/drivers/${x1.id}`, { fullName: `Renamed by ${who}` }),
    );
    expect(rename).toEqual(expected(WRITERS_OF_X, 200));
    const onDuty = await statusesOf((who) => call(who, "PATCH", `/drivers/${x1.id}`, { available: true }));
    expect(onDuty).toEqual(expected(WRITERS_OF_X, 200));
    const [row] = await t.db.select().from(drivers).where(eq(drivers.id, x1.id));
    expect(row.fullName).toBe("Renamed by dispX");

    // Adding: a dispatcher's driver joins their own company whatever the form says; a provider's staff add none.
    const added = {} as Record<Role, LightMyRequestResponse>;
    for (const who of ROLES)
      added[who] = await call(who, "POST", "/drivers", { fullName: "New", phoneNumber: "+3725550", company: companyX });
    expect(Object.fromEntries(ROLES.map((who) => [who, added[who].statusCode]))).toEqual(
      expected(["admin", "dispX", "dispY"], 201),
    );
    expect(added.dispY.json()).toMatchObject({ company: companyY });
  });

  it("invites by SMS to the driver's phone for an administrator and the company's dispatcher alone, never showing the link", async () => {
    const x1 = await driverOf(companyX);
    const invites = {} as Record<Role, LightMyRequestResponse>;
    for (const who of ROLES) invites[who] = await call(who, "POST", `/drivers/${x1.id}/invite`, { language: "et" });
    expect(Object.fromEntries(ROLES.map((who) => [who, invites[who].statusCode]))).toEqual(expected(WRITERS_OF_X, 201));
    expect(invites.dispX.json()).toEqual({
      linkId: expect.any(Number),
      sentTo: x1.phoneNumber,
      expiresAt: expect.any(String),
    });
    expect(invites.opB.json()).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
    // Only the two allowed invitations were texted: the driver's phone got the dispatcher's (the newest) link.
    expect((await openOnPhone(x1.phoneNumber)).json()).toEqual({ isValid: true });
  });

  it("shows and ends a driver's phone sessions for an administrator and the company's dispatcher alone", async () => {
    const x1 = await driverOf(companyX);
    for (const who of WRITERS_OF_X) {
      expect((await call(who, "POST", `/drivers/${x1.id}/invite`, { language: "en" })).statusCode).toBe(201);
      await openOnPhone(x1.phoneNumber);
    }
    expect(await statusesOf((who) => call(who, "GET", `/drivers/${x1.id}/sessions`))).toEqual(
      expected(WRITERS_OF_X, 200),
    );
    const sessions = (await call("admin", "GET", `/drivers/${x1.id}/sessions`)).json<{ id: number }[]>();
    expect(sessions).toHaveLength(2);
    const outsiders = ROLES.filter((who) => !WRITERS_OF_X.includes(who));
    for (const who of outsiders)
      expect((await call(who, "POST", `/drivers/${x1.id}/sessions/${sessions[0].id}/revoke`)).statusCode).toBe(404);
    expect((await call("dispX", "POST", `/drivers/${x1.id}/sessions/${sessions[0].id}/revoke`)).statusCode).toBe(204);
    expect((await call("admin", "POST", `/drivers/${x1.id}/sessions/${sessions[1].id}/revoke`)).statusCode).toBe(204);
    const after = (await call("dispX", "GET", `/drivers/${x1.id}/sessions`)).json<{ active: boolean }[]>();
    expect(after.map((s) => s.active)).toEqual([false, false]);
  });

  it("removes a driver for an administrator and the company's dispatcher alone", async () => {
    const x1 = await driverOf(companyX);
    for (const who of ROLES.filter((r) => !WRITERS_OF_X.includes(r)))
      expect((await call(who, "DELETE", `/drivers/${x1.id}`)).statusCode).toBe(404);
    expect((await call("dispX", "DELETE", `/drivers/${x1.id}`)).statusCode).toBe(204);
    const x2 = await driverOf(companyX);
    expect((await call("admin", "DELETE", `/drivers/${x2.id}`)).statusCode).toBe(204);
    expect((await call("admin", "GET", "/drivers")).json<{ id: number }[]>().map((d) => d.id)).not.toContain(x1.id);
  });

  it("lists a company's drivers to its dispatcher, every driver to a provider's staff, and a busy one's job to its service alone", async () => {
    const x1 = await driverOf(companyX, "Busy Driver");
    const y1 = await driverOf(companyY);
    // Alone in a town of its own: the request's offers reach x1 and no other test's driver.
    await t.db.update(drivers).set({ latitude: 20, longitude: 20 }).where(eq(drivers.id, x1.id));
    expect((await call("dispX", "PATCH", `/drivers/${x1.id}`, { available: true })).statusCode).toBe(200);
    // A request of service A, given to x1 by X's dispatcher.
    const link = await openLink(t, "assistance", serviceA.name);
    const [at] = await t.db.select().from(drivers).where(eq(drivers.id, x1.id));
    await t.db
      .update(assistanceRequests)
      .set({ latitude: at.latitude, longitude: at.longitude, submitTime: new Date(), contactName: "Mari Maasikas" })
      .where(eq(assistanceRequests.id, link.id));
    await startDispatchForTest(t, link.id, 3600);
    await runDueSteps(t.dispatch);
    expect((await call("dispX", "POST", `/towing-jobs/${link.id}/assign`, { driverId: x1.id })).statusCode).toBe(200);

    const listed = {} as Record<
      Role,
      { id: number; activeAssistanceRequestId: number | null; latitude: number | null }[]
    >;
    for (const who of ROLES) {
      const res = await call(who, "GET", "/drivers");
      expect({ who, status: res.statusCode }).toEqual({ who, status: 200 });
      listed[who] = res.json();
    }
    const ids = (who: Role) => listed[who].map((d) => d.id);
    expect(ids("dispX")).toContain(x1.id);
    expect(ids("dispX")).not.toContain(y1.id);
    expect(ids("dispY")).toContain(y1.id);
    expect(ids("dispY")).not.toContain(x1.id);
    for (const who of ["admin", "opA", "opB", "viewerA"] as const)
      expect(ids(who)).toEqual(expect.arrayContaining([x1.id, y1.id]));
    const busy = (who: Role) => listed[who].find((d) => d.id === x1.id);
    expect(busy("opA")).toMatchObject({ activeAssistanceRequestId: link.id, latitude: at.latitude });
    expect(busy("viewerA")).toMatchObject({ activeAssistanceRequestId: link.id });
    // Service B's operator sees the driver busy, but not where nor with whose customer.
    expect(busy("opB")).toMatchObject({ state: "BUSY", activeAssistanceRequestId: null, latitude: null });
  });

  it("audits each driver write under the acting operator and the driver's company, for administrators to read", async () => {
    const x1 = await driverOf(companyX);
    expect((await call("dispX", "PATCH", `/drivers/${x1.id}`, { fullName: "Audited Name" })).statusCode).toBe(200);
    expect((await call("dispX", "POST", `/drivers/${x1.id}/invite`, { language: "lt" })).statusCode).toBe(201);
    const entries = (await call("admin", "GET", "/audit?targetType=driver")).json<
      {
        operatorEmail: string;
        action: string;
        targetId: string;
        towingCompanyId: number | null;
        serviceId: null;
        after: unknown;
      }[]
    >();
    const mine = entries.filter((e) => e.targetId === String(x1.id));
    expect(mine.map((e) => [e.action, e.operatorEmail, e.towingCompanyId, e.serviceId])).toEqual([
      ["driver.invite", email.dispX, x1.towingCompanyId, null],
      ["driver.update", email.dispX, x1.towingCompanyId, null],
      ["driver.create", email.admin, x1.towingCompanyId, null],
    ]);
    expect(mine[1].after).toMatchObject({ fullName: "Audited Name" });
    // Provider operators' audit logs hold their services' entries, not the towing companies'.
    const theirs = (await call("opA", "GET", "/audit?targetType=driver")).json<unknown[]>();
    expect(theirs).toEqual([]);
  });

  it("never answers a sign-in link or code, to anyone", () => {
    expect(answers.length).toBeGreaterThan(60);
    expect(codes.length).toBeGreaterThan(2);
    for (const res of answers) {
      expect(res.body).not.toMatch(/driver-link|"url"|"token"/);
      for (const code of codes) expect(res.body).not.toContain(code);
    }
  });
});
