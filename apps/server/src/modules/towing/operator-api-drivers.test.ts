import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { runDueSteps, startDispatchForTest } from "../console/console-test-support.ts";
import { signInAdministrator } from "../operators/test-support.ts";

/**
 * The operator API's drivers (the platform key's): each answer names the request the driver is on (id,
 * reference, status, progress); an invitation answers where the SMS went, never the link; each write is
 * audited under the key and the driver's company.
 */
describe.each(TEST_DB_KINDS)("operator API drivers on %s", (kind) => {
  let t: TestApp;
  let serviceName: string;
  const api = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/admin${url}`, headers: t.operator, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    serviceName = (await createTestService(t)).name;
  });
  afterAll(() => t?.close());

  it("answers the driver's active request with its reference, status and progress, and null while free", async () => {
    const at = { latitude: 30, longitude: 30 };
    const created = await api("POST", "/drivers", {
      fullName: "Jaan",
      phoneNumber: "+3725553001",
      company: "API Tow",
      ...at,
    });
    expect(created.json()).toMatchObject({ activeAssistanceRequestId: null, activeRequest: null });
    const { id, token } = created.json<{ id: number; token: string }>();
    const link = await openLink(t, "assistance", serviceName);
    await t.db
      .update(assistanceRequests)
      .set({ ...at, submitTime: new Date() })
      .where(eq(assistanceRequests.id, link.id));
    await startDispatchForTest(t, link.id, 3600);
    await runDueSteps(t.dispatch);
    const asDriver = { authorization: `Bearer ${token}` };
    const offers = (await t.app.inject({ method: "GET", url: "/api/v1/driver/offers", headers: asDriver })).json<
      { id: number; assistanceRequestId: number }[]
    >();
    const offer = offers.find((o) => o.assistanceRequestId === link.id)!;
    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/v1/driver/offers/${offer.id}/accept`,
      headers: asDriver,
    });
    expect(accepted.statusCode).toBe(200);
    const [request] = await t.db.select().from(assistanceRequests).where(eq(assistanceRequests.id, link.id));
    const active = { id: link.id, reference: request.externalId, status: "ACCEPTED", progress: "ASSIGNED" };
    expect(request.externalId).toMatch(/^AR-/);
    expect((await api("GET", `/drivers/${id}`)).json()).toMatchObject({
      activeAssistanceRequestId: link.id,
      activeRequest: active,
    });
    const listed = (await api("GET", "/drivers?limit=1000")).json<{ id: number }[]>().find((d) => d.id === id);
    expect(listed).toMatchObject({ activeRequest: active });
  });

  it("invites by SMS without the link in the answer, and audits every write under the key and the company", async () => {
    const created = await api("POST", "/drivers", {
      fullName: "Peeter",
      phoneNumber: "+3725553002",
      company: "API Tow",
      latitude: 31,
      longitude: 31,
    });
    const { id } = created.json<{ id: number }>();
    const invited = await api("POST", `/drivers/${id}/invite`, { language: "ru" });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toEqual({
      linkId: expect.any(Number),
      sentTo: "+3725553002",
      expiresAt: expect.any(String),
    });
    expect(invited.body).not.toMatch(/driver-link|"url"/);
    expect((await api("PATCH", `/drivers/${id}`, { fullName: "Peeter Puu" })).statusCode).toBe(200);
    // A position report is the driver's own, not a change to audit.
    expect((await api("PATCH", `/drivers/${id}`, { latitude: 31.1, longitude: 31 })).statusCode).toBe(200);
    expect((await api("DELETE", `/drivers/${id}`)).statusCode).toBe(204);

    const admin = await signInAdministrator(t);
    const audit = await t.app.inject({
      method: "GET",
      url: "/api/v1/console/audit?targetType=driver",
      headers: { cookie: admin.cookie },
    });
    const entries = audit
      .json<{ action: string; operatorEmail: string; targetId: string; towingCompanyId: number | null }[]>()
      .filter((e) => e.targetId === String(id));
    expect(entries.map((e) => [e.action, e.operatorEmail])).toEqual([
      ["driver.remove", "ADMIN_API_KEY"],
      ["driver.update", "ADMIN_API_KEY"],
      ["driver.invite", "ADMIN_API_KEY"],
      ["driver.create", "ADMIN_API_KEY"],
    ]);
    expect(new Set(entries.map((e) => e.towingCompanyId)).size).toBe(1);
    expect(entries[0].towingCompanyId).toEqual(expect.any(Number));
  });
});
