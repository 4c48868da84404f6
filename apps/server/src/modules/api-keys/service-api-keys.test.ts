import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claims } from "../../db/schema/claims.ts";
import { links } from "../../db/schema/links.ts";
import { serviceApiKeys } from "../../db/schema/service-api-keys.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { createCaseForClaim } from "../cases/public.ts";
import { runDueSteps, startDispatchForTest } from "../console/console-test-support.ts";
import { consolePost, newOperator, signIn } from "../operators/test-support.ts";

/**
 * Service API keys: made in the console, they open /api/v1/admin for their own service alone. A key of
 * service B meets every record of service A as a 404, exactly as an operator of B does in the console.
 */
describe.each(TEST_DB_KINDS)("service API keys on %s", (kind) => {
  let t: TestApp;
  let a: { id: number; name: string };
  let b: { id: number; name: string };
  const cookie = { opA: "", opB: "", viewerA: "" };
  let keyA = "";
  let keyB = "";
  const of = { request: 0, claim: 0, case: 0, workshop: 0, callback: 0 };

  const admin = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, key: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1/admin${url}`,
      headers: { authorization: `Bearer ${key}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const newKey = async (service: { id: number }, who: keyof typeof cookie, name = "Claims system") => {
    const res = await consolePost(t, `/services/${service.id}/api-keys`, { name }, cookie[who]);
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number; key: string; prefix: string }>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createTestService(t);
    b = await createTestService(t);
    cookie.opA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "OPERATOR" }])).email);
    cookie.opB = await signIn(t, (await newOperator(t, [{ service: b.name, role: "OPERATOR" }])).email);
    cookie.viewerA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "VIEWER" }])).email);
    keyA = (await newKey(a, "opA")).key;
    keyB = (await newKey(b, "opB")).key;

    of.request = (await openLink(t, "assistance", a.name)).id;
    const timedOut = (await openLink(t, "assistance", a.name)).id;
    await t.db.execute(
      sql`UPDATE assistance_requests SET latitude = 59.437, longitude = 24.7536, submit_time = now() WHERE id = ${timedOut}`,
    );
    await startDispatchForTest(t, timedOut, -1);
    await runDueSteps(t.dispatch);
    const callbacks = (await admin("GET", "/operator-callbacks", t.config.adminApiKey)).json<
      { id: number; assistanceRequestId: number }[]
    >();
    of.callback = callbacks.find((c) => c.assistanceRequestId === timedOut)!.id;
    of.claim = (await openLink(t, "claim", a.name)).id;
    const [claim] = await t.db.select().from(claims).where(eq(claims.id, of.claim));
    of.case = (await createCaseForClaim(t.db, claim)).id;
    const workshop = await admin("POST", "/workshops", keyA, {
      serviceName: a.name,
      name: "Kopli Auto",
      latitude: 59.44,
      longitude: 24.7,
      address: "Kopli 1, Tallinn",
      phone: "+3725550000",
      incidentTypes: ["TRAFFIC_ACCIDENT"],
    });
    expect(workshop.statusCode).toBe(201);
    of.workshop = workshop.json<{ id: number }>().id;
  });
  afterAll(() => t?.close());

  it("lets a service's key reach its own records", async () => {
    expect((await admin("GET", `/claims/${of.claim}`, keyA)).statusCode).toBe(200);
    expect((await admin("GET", `/cases/${of.case}`, keyA)).statusCode).toBe(200);
    expect((await admin("GET", `/cases?serviceName=${a.name}`, keyA)).statusCode).toBe(200);
    const services = (await admin("GET", "/services", keyA)).json<{ name: string }[]>();
    expect(services.map((s) => s.name)).toEqual([a.name]);
    const callbacks = (await admin("GET", "/operator-callbacks", keyA)).json<{ id: number }[]>();
    expect(callbacks.map((c) => c.id)).toContain(of.callback);
  });

  it("answers 404 to another service's key on every admin route with a record", async () => {
    const row = { licensePlate: "123ABC", mark: "Toyota", model: "Corolla" };
    const attempts: [Parameters<typeof admin>[0], string, unknown?][] = [
      ["GET", `/claims/${of.claim}`],
      ["POST", `/claims/${of.claim}/revoke-links`],
      ["POST", `/assistance-requests/${of.request}/revoke-links`],
      ["POST", `/assistance-requests/${of.request}/reassign`, {}],
      ["GET", `/cases?serviceName=${a.name}`],
      ["GET", `/cases/${of.case}`],
      ["POST", `/cases/${of.case}/link`],
      ["POST", `/cases/${of.case}/steps/VEHICLE_DELIVERED/complete`],
      ["PUT", `/cases/${of.case}/steps/ESTIMATED_DIAGNOSTICS/estimate`, { estimationType: "NONE" }],
      ["PUT", `/cases/${of.case}/workshop`, { workshopId: of.workshop }],
      ["GET", `/feedback?serviceName=${a.name}`],
      ["POST", `/operator-callbacks/${of.callback}/handled`, { handledBy: "B" }],
      ["PATCH", `/services/${a.name}`, { themeColor: "#000000" }],
      ["POST", `/services/${a.name}/vehicles/import`, [row]],
      ["POST", "/vehicles/import", { serviceName: a.name, rows: [row] }],
      ["GET", `/workshops?serviceName=${a.name}`],
      [
        "POST",
        "/workshops",
        {
          serviceName: a.name,
          name: "X",
          latitude: 59,
          longitude: 24,
          address: "X 1",
          phone: "+3725551111",
          incidentTypes: ["TRAFFIC_ACCIDENT"],
        },
      ],
      ["PATCH", `/workshops/${of.workshop}`, { name: "Taken over" }],
      ["DELETE", `/workshops/${of.workshop}`],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await admin(method, url, keyB, payload);
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
    }
    const logo = await t.app.inject({
      method: "PUT",
      url: `/api/v1/admin/services/${a.name}/logo`,
      headers: { authorization: `Bearer ${keyB}`, "content-type": "image/png" },
      payload: Buffer.from("not read"),
    });
    expect(logo.statusCode).toBe(404);
    // Nothing changed: A's workshop and callback are as they were.
    expect((await admin("GET", `/workshops?serviceName=${a.name}`, keyA)).json()).toHaveLength(1);
    const open = (await admin("GET", "/operator-callbacks?state=open", keyA)).json<{ id: number }[]>();
    expect(open.map((c) => c.id)).toContain(of.callback);
  });

  it("keeps a service key's list to its own service", async () => {
    expect((await admin("GET", "/services", keyB)).json<{ name: string }[]>().map((s) => s.name)).toEqual([b.name]);
    expect((await admin("GET", "/operator-callbacks", keyB)).json()).toEqual([]);
    expect((await admin("GET", "/workshops", keyB)).json()).toEqual([]);
  });

  it("keeps the platform's routes to the platform key", async () => {
    const attempts: [Parameters<typeof admin>[0], string, unknown?][] = [
      ["POST", "/services", { name: "x-new", countryCode: "EE", defaultLanguage: "et" }],
      ["POST", "/operators", { email: "x@example.com", name: "X", password: "a long password" }],
      ["GET", "/drivers"],
      // Drivers serve every service: no service's key changes, invites or signs out one.
      ["POST", "/drivers/1/invite", { language: "et" }],
      ["GET", "/drivers/1/sessions"],
      ["POST", "/drivers/1/sessions/1/revoke"],
      ["PATCH", "/drivers/1", { fullName: "X" }],
      ["DELETE", "/drivers/1"],
      ["GET", "/damage-templates"],
      ["GET", "/backup"],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await admin(method, url, keyA, payload);
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({
        url,
        status: 403,
        code: "PLATFORM_KEY_REQUIRED",
      });
    }
    expect((await admin("GET", "/drivers", t.config.adminApiKey)).statusCode).toBe(200);
  });

  it("shuts a revoked key out at once, and notes when a key was last used", async () => {
    const created = await newKey(a, "opA", "Old integration");
    expect((await admin("GET", "/services", created.key)).statusCode).toBe(200);
    const listed = await t.app.inject({
      method: "GET",
      url: `/api/v1/console/services/${a.id}/api-keys`,
      headers: { cookie: cookie.viewerA },
    });
    const entry = listed.json<{ id: number; name: string; lastUsedAt: string | null; key?: string }[]>();
    expect(entry.find((k) => k.id === created.id)).toMatchObject({
      name: "Old integration",
      lastUsedAt: expect.any(String),
    });
    expect(entry.every((k) => k.key === undefined)).toBe(true);

    const revoke = await consolePost(t, `/services/${a.id}/api-keys/${created.id}/revoke`, {}, cookie.opA);
    expect(revoke.json()).toMatchObject({ revokedAt: expect.any(String) });
    const after = await admin("GET", "/services", created.key);
    expect({ status: after.statusCode, code: after.json().code }).toEqual({ status: 401, code: "UNAUTHORIZED" });
    expect((await admin("GET", "/services", keyA)).statusCode).toBe(200);
  });

  describe.each([
    ["/assistance-request/link", "/assistance-request-link/"],
    ["/assistance-request/full-data-link", "/assistance-request-link/"],
    ["/claim-link", "/claim-link/"],
  ])("link creation at /api/v1/public%s", (url, openUrl) => {
    const create = (key: string | null, serviceName: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/public${url}`,
        headers: key === null ? {} : { authorization: `Bearer ${key}` },
        payload: { serviceName },
      });
    const linkCount = async () => (await t.db.select({ id: links.id }).from(links)).length;

    it("lets a service's key create a link for its own service, and the link opens", async () => {
      const res = await create(keyA, a.name);
      expect(res.statusCode).toBe(201);
      const opened = await t.app.inject({ method: "GET", url: `/api/v1/public${openUrl}${res.json().code}` });
      expect(opened.statusCode).toBe(200);
      expect((await create(t.config.adminApiKey, a.name)).statusCode).toBe(201);
    });

    it("answers 404 to another service's key and creates nothing", async () => {
      const before = await linkCount();
      const res = await create(keyB, a.name);
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 404, code: "SERVICE_NOT_FOUND" });
      expect(await linkCount()).toBe(before);
    });

    it("answers 401 to a revoked key and to no key", async () => {
      const created = await newKey(a, "opA", "Revoked CRM");
      await consolePost(t, `/services/${a.id}/api-keys/${created.id}/revoke`, {}, cookie.opA);
      const before = await linkCount();
      expect((await create(created.key, a.name)).statusCode).toBe(401);
      expect((await create(null, a.name)).statusCode).toBe(401);
      expect(await linkCount()).toBe(before);
    });
  });

  it("keeps no key readable in the database", async () => {
    const created = await newKey(a, "opA", "Checked");
    const dump = JSON.stringify(await t.db.select().from(serviceApiKeys));
    expect(dump).not.toContain(created.key);
    expect(dump).not.toContain(created.key.slice(-20));
    expect(dump).toContain(created.prefix);
  });

  it("lets only the service's operators manage its keys", async () => {
    const fromB = await consolePost(t, `/services/${a.id}/api-keys`, { name: "Intruder" }, cookie.opB);
    expect(fromB.statusCode).toBe(404);
    const listB = await t.app.inject({
      method: "GET",
      url: `/api/v1/console/services/${a.id}/api-keys`,
      headers: { cookie: cookie.opB },
    });
    expect(listB.statusCode).toBe(404);
    const viewer = await consolePost(t, `/services/${a.id}/api-keys`, { name: "Viewer's" }, cookie.viewerA);
    expect({ status: viewer.statusCode, code: viewer.json().code }).toEqual({ status: 403, code: "READ_ONLY_ROLE" });
    const keyOfA = (await newKey(a, "opA", "A's")).id;
    const revokeFromB = await consolePost(t, `/services/${b.id}/api-keys/${keyOfA}/revoke`, {}, cookie.opB);
    expect(revokeFromB.statusCode).toBe(404);
    const blank = await consolePost(t, `/services/${a.id}/api-keys`, { name: " " }, cookie.opA);
    expect(blank.statusCode).toBe(400);
    const audit = await t.app.inject({
      method: "GET",
      url: "/api/v1/console/audit?action=api-key.create",
      headers: { cookie: cookie.opA },
    });
    expect(audit.json<{ after: { name: string } }[]>().map((e) => e.after.name)).toContain("A's");
  });
});
