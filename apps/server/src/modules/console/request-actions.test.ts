import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { multipart } from "../../testing/multipart-body.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { insertDriver, northOf } from "../dispatch/test-support.ts";
import { consolePost, newOperator, signIn } from "../operators/test-support.ts";
import { runDueSteps, startDispatchForTest } from "./console-test-support.ts";

/** Tartu: far from the other tests' drivers, so the nearest ones are this file's own. */
const TARTU = { latitude: 58.378, longitude: 26.729 };

/**
 * The operator's actions on a request's page, each through the console API: re-send the link, send it to
 * dispatch again, assign a driver by hand, and open its photos. Each is the operator's own service's
 * (404 to another's), a viewer's write is 403, and every write is in the audit log.
 */
describe.each(TEST_DB_KINDS)("console request actions on %s", (kind) => {
  let t: TestApp;
  let a: { id: number; name: string };
  const cookie: Record<"opA" | "viewerA" | "opB", string> = { opA: "", viewerA: "", opB: "" };

  const get = (url: string, who: keyof typeof cookie) =>
    t.app.inject({ method: "GET", url: `/api/v1/console${url}`, headers: { cookie: cookie[who] } });
  const post = (url: string, who: keyof typeof cookie, payload: unknown = {}) =>
    consolePost(t, url, payload, cookie[who]);
  const auditOf = async (action: string) =>
    (await get(`/audit?action=${action}`, "opA")).json<Record<string, unknown>[]>()[0];
  /** The customer's own view of their request, through the session their link opened. */
  const customerStatus = async (link: { id: number; cookie: string }) =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/v1/public/assistance-request/${link.id}/status`,
        headers: { cookie: link.cookie },
      })
    ).json<{ status: string; assignment?: { driverName?: string } | null }>();

  /** A submitted request of service A in Tartu, texted to a phone (timeout in seconds; negative: timed out). */
  const requestOfA = async (timeoutSeconds: number, photo?: Buffer) => {
    const link = await openLink(t, "assistance", a.name, { phone: "+37255500001" });
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
      .set({ ...TARTU, submitTime: new Date(), contactName: "Mari Maasikas" })
      .where(eq(assistanceRequests.id, link.id));
    await startDispatchForTest(t, link.id, timeoutSeconds);
    await runDueSteps(t.dispatch);
    return link;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createTestService(t);
    const b = await createTestService(t);
    cookie.opA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "OPERATOR" }])).email);
    cookie.viewerA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "VIEWER" }])).email);
    cookie.opB = await signIn(t, (await newOperator(t, [{ service: b.name, role: "OPERATOR" }])).email);
  });
  afterAll(() => t?.close());

  it("re-sends the link with a fresh code, keeping or revoking the old one as asked", async () => {
    const link = await requestOfA(3600);
    expect((await post(`/requests/${link.id}/resend-link`, "opB")).statusCode).toBe(404);
    expect((await post(`/requests/${link.id}/resend-link`, "viewerA")).statusCode).toBe(403);

    const kept = await post(`/requests/${link.id}/resend-link`, "opA", { revokePrevious: false });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ phone: "+37255500001", revokedLinks: 0, stillValidLinks: 1 });
    await t.flushOutbox();
    const text = t.delivered.get(kept.json<{ smsId: number }>().smsId)!;
    const code = /assistance-request-link\/([A-Za-z0-9_-]+)/.exec(text)![1];
    expect(link.url).not.toContain(code);
    const opened = await t.app.inject({ method: "GET", url: `/api/v1/public/assistance-request-link/${code}` });
    expect(opened.statusCode).toBe(200);
    expect((await customerStatus(link)).status).toBe("PENDING");

    const revoked = await post(`/requests/${link.id}/resend-link`, "opA", { revokePrevious: true });
    expect(revoked.json()).toMatchObject({ revokedLinks: 2, stillValidLinks: 0 });
    const old = await t.app.inject({ method: "GET", url: `/api/v1/public/assistance-request-link/${code}` });
    expect(old.body).toContain("LINK_EXPIRED");
    expect(old.cookies.find((c) => c.name === "hitch_session")).toBeUndefined();
    // The sessions the old links opened end with them.
    const ended = await t.app.inject({
      method: "GET",
      url: `/api/v1/public/assistance-request/${link.id}/status`,
      headers: { cookie: link.cookie },
    });
    expect(ended.statusCode).toBe(404);
    expect(await auditOf("link.resend")).toMatchObject({
      serviceId: a.id,
      targetId: String(link.id),
      after: expect.objectContaining({ revokedLinks: 2 }),
    });
    expect(JSON.stringify(await auditOf("link.resend"))).not.toContain(code);
  });

  it("answers 409 NO_PHONE for a request with no number to text", async () => {
    const link = await openLink(t, "assistance", a.name);
    const res = await post(`/requests/${link.id}/resend-link`, "opA");
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("NO_PHONE");
  });

  it("sends a timed-out request to dispatch again, and refuses one still searching", async () => {
    const link = await requestOfA(-1);
    expect((await customerStatus(link)).status).toBe("TIMED_OUT");
    expect((await post(`/requests/${link.id}/redispatch`, "opB")).statusCode).toBe(404);
    expect((await post(`/requests/${link.id}/redispatch`, "viewerA")).statusCode).toBe(403);
    const res = await post(`/requests/${link.id}/redispatch`, "opA");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "PENDING" });
    expect((await customerStatus(link)).status).toBe("PENDING");
    const again = await post(`/requests/${link.id}/redispatch`, "opA");
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("REQUEST_NOT_TIMED_OUT");
    expect(await auditOf("request.redispatch")).toMatchObject({
      targetId: String(link.id),
      before: { status: "TIMED_OUT" },
      after: { status: "PENDING" },
    });
  });

  it("lists free drivers nearest first and assigns the one chosen; the customer's tracking shows them", async () => {
    const link = await requestOfA(-1);
    const near = await insertDriver(t.db, northOf(TARTU, 800), { fullName: "Near Nelli" });
    const far = await insertDriver(t.db, northOf(TARTU, 5000), { fullName: "Far Frank" });
    await insertDriver(t.db, northOf(TARTU, 300), { fullName: "Off Duty Olev", available: false });

    expect((await get(`/requests/${link.id}/drivers`, "opB")).statusCode).toBe(404);
    const listed = (await get(`/requests/${link.id}/drivers`, "viewerA")).json<
      { name: string; distanceMeters: number }[]
    >();
    expect(listed.map((d) => d.name).slice(0, 2)).toEqual(["Near Nelli", "Far Frank"]);
    expect(listed[0].distanceMeters).toBeGreaterThan(700);
    expect(listed[0].distanceMeters).toBeLessThan(900);

    expect((await post(`/requests/${link.id}/assign`, "opB", { driverId: far.id })).statusCode).toBe(404);
    expect((await post(`/requests/${link.id}/assign`, "viewerA", { driverId: far.id })).statusCode).toBe(403);
    expect((await post(`/requests/${link.id}/assign`, "opA", { driverId: "x" })).statusCode).toBe(400);
    const res = await post(`/requests/${link.id}/assign`, "opA", { driverId: far.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ACCEPTED", driver: { id: far.id, name: "Far Frank" } });
    const events = res.json<{ events: { type: string; driverName: string | null; actor: string }[] }>().events;
    // The hand assignment is the operator's: one row naming them, not an offer the driver took.
    expect(events.slice(-3)).toMatchObject([
      { type: "TIMED_OUT" },
      { type: "ASSIGNED", driverName: "Far Frank", actor: "OPERATOR", actorName: "Test Operator" },
      { type: "CALLBACK_CLOSED", reason: "ASSIGNED" },
    ]);
    const seen = await customerStatus(link);
    expect(seen.status).toBe("ACCEPTED");
    expect(JSON.stringify(seen)).toContain("Far Frank");

    // A driver on a job is not free; another one replaces them through the engine's reassign.
    const busy = await requestOfA(-1);
    const taken = await post(`/requests/${busy.id}/assign`, "opA", { driverId: far.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("DRIVER_NOT_AVAILABLE");
    const moved = await post(`/requests/${link.id}/assign`, "opA", { driverId: near.id });
    expect(moved.json()).toMatchObject({ status: "ACCEPTED", driver: { id: near.id } });
    expect(JSON.stringify(await customerStatus(link))).toContain("Near Nelli");
    expect(await auditOf("request.assign")).toMatchObject({
      targetId: String(link.id),
      before: { status: "ACCEPTED", driver: { id: far.id } },
      after: { status: "ACCEPTED", driver: { id: near.id }, driverId: near.id },
    });

    await post(`/requests/${link.id}/cancel`, "opA", { reason: "RESOLVED_BY_PHONE" });
    const ended = await post(`/requests/${link.id}/assign`, "opA", { driverId: far.id });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().code).toBe("REQUEST_ENDED");
  });

  it("shows the customer's photos full size to the request's own service only", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366aa" } })
      .png()
      .toBuffer();
    const link = await requestOfA(3600, png);
    const page = (await get(`/requests/${link.id}`, "viewerA")).json<{ photos: string[] }>();
    expect(page.photos).toHaveLength(1);
    const [url] = page.photos;
    expect(url).toMatch(new RegExp(`^/api/v1/console/requests/${link.id}/photos/[A-Za-z0-9._-]+$`));
    const seen = await t.app.inject({ method: "GET", url, headers: { cookie: cookie.viewerA } });
    expect(seen.statusCode).toBe(200);
    expect((await sharp(seen.rawPayload).metadata()).width).toBe(40);
    expect((await t.app.inject({ method: "GET", url, headers: { cookie: cookie.opB } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const other = await t.app.inject({ method: "GET", url: `${url}x`, headers: { cookie: cookie.opA } });
    expect(other.statusCode).toBe(404);
  });

  it("keeps the customer's session out of the console", async () => {
    const link = await requestOfA(3600);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/console/requests/${link.id}/drivers`,
      headers: { cookie: link.cookie },
    });
    expect(res.statusCode).toBe(401);
  });
});
