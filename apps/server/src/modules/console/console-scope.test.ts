import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { runDueSteps, startDispatchForTest } from "./console-test-support.ts";
import { consolePost, cookiesOf, newOperator, signIn, TEST_PASSWORD, totpNow } from "../operators/test-support.ts";

/**
 * The operator scope of every console route: an operator of service B sees nothing of service A
 * (404, as if it did not exist), a viewer of A reads but never writes (403), nobody unsigned gets in.
 */
describe.each(TEST_DB_KINDS)("console scope on %s", (kind) => {
  let t: TestApp;
  let a: { id: number; name: string };
  let b: { id: number; name: string };
  const cookie: Record<"opA" | "viewerA" | "opB" | "admin", string> = { opA: "", viewerA: "", opB: "", admin: "" };
  let inProgress: number;
  let timedOutCallback: number;

  const get = (url: string, who: keyof typeof cookie) =>
    t.app.inject({ method: "GET", url: `/api/v1/console${url}`, headers: { cookie: cookie[who] } });
  const post = (url: string, who: keyof typeof cookie, payload: unknown = {}) =>
    consolePost(t, url, payload, cookie[who]);

  /** A submitted request of service A with dispatch running (timeout: seconds; negative: already timed out). */
  const requestOfA = async (timeoutSeconds: number) => {
    const link = await openLink(t, "assistance", a.name);
    await t.db
      .update(assistanceRequests)
      .set({ latitude: 59.437, longitude: 24.7536, submitTime: new Date(), contactName: "Mari Maasikas" })
      .where(eq(assistanceRequests.id, link.id));
    await startDispatchForTest(t, link.id, timeoutSeconds);
    return link.id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createTestService(t);
    b = await createTestService(t);
    const opA = await newOperator(t, [{ service: a.name, role: "OPERATOR" }]);
    const viewerA = await newOperator(t, [{ service: a.name, role: "VIEWER" }]);
    const opB = await newOperator(t, [{ service: b.name, role: "OPERATOR" }]);
    const admin = await newOperator(t, [], true);
    cookie.opA = await signIn(t, opA.email);
    cookie.viewerA = await signIn(t, viewerA.email);
    cookie.opB = await signIn(t, opB.email);
    cookie.admin = await signIn(t, admin.email);
    inProgress = await requestOfA(3600);
    const timedOut = await requestOfA(-1);
    await runDueSteps(t.dispatch);
    const open = (await get("/callbacks", "opA")).json<{ id: number; requestId: number }[]>();
    timedOutCallback = open.find((c) => c.requestId === timedOut)!.id;
  });
  afterAll(() => t?.close());

  it("lets nobody in without a session", async () => {
    for (const url of ["/me", "/requests", `/requests/${inProgress}`, "/callbacks", "/audit", "/stream"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/v1/console${url}` });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
    expect((await consolePost(t, `/requests/${inProgress}/cancel`, {})).statusCode).toBe(401);
  });

  it("tells an operator who they are and lists only their own services", async () => {
    const me = (await get("/me", "opB")).json<{ services: { name: string; role: string }[] }>();
    expect(me.services).toEqual([expect.objectContaining({ name: b.name, role: "OPERATOR" })]);
  });

  it("shows a request on its own service's board and on no other", async () => {
    const ids = async (who: keyof typeof cookie, query = "") =>
      (await get(`/requests${query}`, who)).json<{ requests: { id: number }[] }>().requests.map((r) => r.id);
    expect(await ids("opA")).toContain(inProgress);
    expect(await ids("viewerA")).toContain(inProgress);
    expect(await ids("opB")).not.toContain(inProgress);
    expect((await get(`/requests?serviceId=${a.id}`, "opB")).statusCode).toBe(404);
    expect((await get(`/stream?serviceId=${a.id}`, "opB")).statusCode).toBe(404);
  });

  it("answers 404 for another service's request page and 403 for a viewer's cancel", async () => {
    expect((await get(`/requests/${inProgress}`, "opB")).statusCode).toBe(404);
    const page = await get(`/requests/${inProgress}`, "viewerA");
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: inProgress, contactName: "Mari Maasikas", status: "PENDING" });
    expect((await post(`/requests/${inProgress}/cancel`, "opB", { reason: "DUPLICATE" })).statusCode).toBe(404);
    const viewer = await post(`/requests/${inProgress}/cancel`, "viewerA", { reason: "DUPLICATE" });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().code).toBe("READ_ONLY_ROLE");
    expect((await get(`/requests/999999`, "opA")).statusCode).toBe(404);
  });

  it("keeps call-backs to their service: 404 to others, 403 to a viewer, handled and audited for the operator", async () => {
    const listed = (who: keyof typeof cookie) => get("/callbacks", who).then((r) => r.json<{ id: number }[]>());
    expect((await listed("opB")).map((c) => c.id)).not.toContain(timedOutCallback);
    expect((await post(`/callbacks/${timedOutCallback}/handled`, "opB", { note: "x" })).statusCode).toBe(404);
    expect((await post(`/callbacks/${timedOutCallback}/handled`, "viewerA", { note: "x" })).statusCode).toBe(403);
    const done = await post(`/callbacks/${timedOutCallback}/handled`, "opA", { note: "Found a truck themselves" });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ handledBy: "Test Operator", note: "Found a truck themselves" });

    const audit = (await get(`/audit?action=callback.handle`, "opA")).json<Record<string, unknown>[]>();
    expect(audit[0]).toMatchObject({
      action: "callback.handle",
      serviceId: a.id,
      targetId: String(timedOutCallback),
      before: expect.objectContaining({ handledAt: null }),
      after: expect.objectContaining({ note: "Found a truck themselves" }),
    });
    expect((await get(`/audit`, "opB")).json()).toEqual([]);
    expect((await get(`/audit?serviceId=${a.id}`, "opB")).statusCode).toBe(404);
  });

  it("refuses an operator of another service a cancel, and cancels for the operator with an audit entry", async () => {
    const id = await requestOfA(3600);
    const res = await post(`/requests/${id}/cancel`, "opA", { reason: "CUSTOMER_ASKED" });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("CLIENT_CANCELLED");
    expect((await post(`/requests/${id}/cancel`, "opA", { reason: "CUSTOMER_ASKED" })).statusCode).toBe(409);
    const audit = (await get(`/audit?action=request.cancel`, "opA")).json<Record<string, unknown>[]>();
    expect(audit[0]).toMatchObject({
      targetId: String(id),
      before: { status: "PENDING" },
      after: { status: "CLIENT_CANCELLED" },
    });
  });

  it("makes a platform administrator enrol a second factor, then shows them every service", async () => {
    const blocked = await get("/requests", "admin");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe("TWO_FACTOR_REQUIRED");
    expect((await get("/me", "admin")).json()).toMatchObject({ platformAdmin: true, twoFactorEnabled: false });

    const enable = await post("/auth/two-factor/enable", "admin", { password: TEST_PASSWORD });
    expect(enable.statusCode).toBe(200);
    const verify = await post("/auth/two-factor/verify-totp", "admin", { code: await totpNow(enable.json().totpURI) });
    expect(verify.statusCode).toBe(200);
    if (verify.cookies.length) cookie.admin = cookiesOf(verify);

    const board = await get("/requests", "admin");
    expect(board.statusCode).toBe(200);
    expect(board.json().requests.map((r: { id: number }) => r.id)).toContain(inProgress);
  });

  it("makes a link for the caller of the operator's own service only, texts it and shows the SMS's state", async () => {
    const form = { kind: "ASSISTANCE", phonePrefix: "+372", phone: "55512345", language: "et", sendSms: true };
    const withCaller = { ...form, serviceId: a.id, callerName: "Mari Maasikas", licensePlate: "123ABC" };
    expect((await post("/links", "opB", withCaller)).statusCode).toBe(404);
    expect((await post("/links", "viewerA", withCaller)).statusCode).toBe(403);
    const invalid = await post("/links", "opA", { ...withCaller, phone: "12ab" });
    expect(invalid.statusCode).toBe(400);

    const res = await post("/links", "opA", withCaller);
    expect(res.statusCode).toBe(201);
    const link = res.json<{ id: number; url: string; smsId: number }>();
    expect(link.url).toMatch(/\/assistance-request-link\//);
    const page = (await get(`/requests/${link.id}`, "opA")).json();
    expect(page).toMatchObject({ contactName: "Mari Maasikas", licensePlate: "123ABC", language: "et" });

    await t.flushOutbox();
    const sms = await get(`/sms/${link.smsId}`, "opA");
    expect(sms.json()).toMatchObject({ id: link.smsId, status: "SENT" });
    expect([...t.delivered.values()].some((text) => text.includes(link.url))).toBe(true);
    expect((await get(`/sms/${link.smsId}`, "opB")).statusCode).toBe(404);

    const audit = (await get("/audit?action=link.create", "opA")).json<{ after: Record<string, unknown> }[]>();
    expect(audit[0].after).toMatchObject({ smsId: link.smsId, phone: "+37255512345" });
    expect(JSON.stringify(audit[0])).not.toContain(link.url);
  });
});
