import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchJobs, dispatchOffers } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { operatorUsers } from "../../db/schema/operators.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { towingCompanyIdFor } from "../drivers/public.ts";
import { declineOffer, finishJob } from "../dispatch/public.ts";
import { insertDriver, northOf } from "../dispatch/test-support.ts";
import { consolePost, newDispatcher, newOperator, signIn } from "../operators/test-support.ts";
import { runDueSteps, startDispatchForTest } from "./console-test-support.ts";

/** Pärnu: far from the other tests' drivers, so the nearest ones are this file's own. */
const PARNU = { latitude: 58.385, longitude: 24.497 };

type Row = { type: string; actor: string; actorName: string | null; driverName: string | null; reason: string | null };

/**
 * The Requests screen's search and a request's record: every request in every state within the operator's scope
 * (a dispatcher: their company's jobs), a timeline that names who did each step and never drops one, cancels with
 * a reason, and call-backs that close themselves when the request moves on.
 */
describe.each(TEST_DB_KINDS)("requests search and record on %s", (kind) => {
  let t: TestApp;
  let a: { id: number; name: string };
  const cookie: Record<"opA" | "viewerA" | "opB" | "dispatcher" | "otherDispatcher", string> = {
    opA: "",
    viewerA: "",
    opB: "",
    dispatcher: "",
    otherDispatcher: "",
  };
  const get = (url: string, who: keyof typeof cookie) =>
    t.app.inject({ method: "GET", url: `/api/v1/console${url}`, headers: { cookie: cookie[who] } });
  const post = (url: string, who: keyof typeof cookie, payload: unknown = {}) =>
    consolePost(t, url, payload, cookie[who]);
  const search = async (query: string, who: keyof typeof cookie) => {
    const res = await get(`/requests/search?${query}`, who);
    expect(res.statusCode).toBe(200);
    return res.json<{ requests: { id: number; status: string; driverName: string | null }[]; total: number }>();
  };
  let plateSerial = 0;

  /** A submitted request of service A in Pärnu with a plate of its own (timeout in seconds; negative: timed out). */
  const requestOfA = async (timeoutSeconds: number, at = PARNU) => {
    const link = await openLink(t, "assistance", a.name, { phone: "+37255577001" });
    const plate = `${700 + ++plateSerial} PRN`;
    await t.db
      .update(assistanceRequests)
      .set({ ...at, submitTime: new Date(), contactName: "Tiit Tamm", licensePlate: plate.replace(" ", "") })
      .where(eq(assistanceRequests.id, link.id));
    await startDispatchForTest(t, link.id, timeoutSeconds);
    await runDueSteps(t.dispatch);
    return { ...link, plate };
  };
  const named = async (email: string, name: string) => {
    await t.db.update(operatorUsers).set({ name }).where(eq(operatorUsers.email, email));
    return signIn(t, email);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createTestService(t);
    const b = await createTestService(t);
    cookie.opA = await named((await newOperator(t, [{ service: a.name, role: "OPERATOR" }])).email, "Mari Maasikas");
    cookie.viewerA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "VIEWER" }])).email);
    cookie.opB = await signIn(t, (await newOperator(t, [{ service: b.name, role: "OPERATOR" }])).email);
    cookie.dispatcher = await named((await newDispatcher(t, "Pärnu Puksiir")).email, "Kadri Kask");
    cookie.otherDispatcher = await signIn(t, (await newDispatcher(t, "Other Towing")).email);
  });
  afterAll(() => t?.close());

  it("finds a finished request by plate, phone and reference for its service only; a dispatcher sees their jobs", async () => {
    const driver = await insertDriver(t.db, northOf(PARNU, 400), { fullName: "Juhan Juurikas" });
    const company = await towingCompanyIdFor(t.db, "Pärnu Puksiir");
    await t.db.update(drivers).set({ towingCompanyId: company }).where(eq(drivers.id, driver.id));
    const link = await requestOfA(-1);
    expect((await post(`/requests/${link.id}/assign`, "opA", { driverId: driver.id })).statusCode).toBe(200);
    await finishJob(t.dispatch, driver.id, link.id);
    const other = await requestOfA(3600);
    // In Tartu, out of reach of the company's driver: never theirs.
    const elsewhere = await requestOfA(3600, { latitude: 58.378, longitude: 26.729 });

    const byPlate = await search(`q=${encodeURIComponent(link.plate.toLowerCase())}`, "viewerA");
    expect(byPlate.requests).toEqual([
      expect.objectContaining({ id: link.id, status: "FINISHED", driverName: "Juhan Juurikas" }),
    ]);
    const page = (await get(`/requests/${link.id}`, "opA")).json<{ externalId: string; finishedBy: unknown }>();
    expect(page.finishedBy).toMatchObject({ id: driver.id, name: "Juhan Juurikas" });
    expect((await search(`q=${page.externalId}`, "opA")).requests.map((r) => r.id)).toEqual([link.id]);
    const byPhone = (await search("q=5557%207001", "opA")).requests.map((r) => r.id);
    expect(byPhone).toEqual([elsewhere.id, other.id, link.id]); // newest first
    expect((await search("status=FINISHED", "opA")).requests.map((r) => r.id)).toContain(link.id);
    expect((await search("status=PENDING", "opA")).requests.map((r) => r.id)).not.toContain(link.id);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search(`from=${today}&to=${today}`, "opA")).total).toBeGreaterThanOrEqual(2);
    expect((await search("from=2001-01-01&to=2001-01-02", "opA")).total).toBe(0);

    // Another service's operator: nothing in the list, 404 on the page and on the service filter.
    expect((await search(`q=${link.plate}`, "opB")).total).toBe(0);
    expect((await get(`/requests/${link.id}`, "opB")).statusCode).toBe(404);
    expect((await get(`/requests/search?serviceId=${a.id}`, "opB")).statusCode).toBe(404);
    expect((await get(`/requests/search?status=DRAFT`, "opA")).statusCode).toBe(400);
    // The dispatcher of the company whose driver did it (or was offered it) sees it; another company's does not.
    expect((await search("", "dispatcher")).requests.map((r) => r.id)).toEqual([other.id, link.id]);
    expect((await get(`/requests/${link.id}`, "dispatcher")).statusCode).toBe(200);
    expect((await get(`/requests/${elsewhere.id}`, "dispatcher")).statusCode).toBe(404);
    expect((await search("", "otherDispatcher")).total).toBe(0);
    expect((await get(`/requests/${link.id}`, "otherDispatcher")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/console/requests/search" })).statusCode).toBe(401);
  });

  it("names each actor in order after a decline, a hand-assignment, a replacement and a cancel", async () => {
    const jaan = await insertDriver(t.db, northOf(PARNU, 600), { fullName: "Jaan Tamm" });
    const link = await requestOfA(3600);
    const [offer] = await t.db
      .select()
      .from(dispatchOffers)
      .where(and(eq(dispatchOffers.assistanceRequestId, link.id), eq(dispatchOffers.driverId, jaan.id)));
    await declineOffer(t.dispatch, jaan.id, offer.id, "TOO_FAR");
    expect((await post(`/requests/${link.id}/assign`, "opA", { driverId: jaan.id })).statusCode).toBe(200);
    const peeter = await insertDriver(t.db, northOf(PARNU, 900), { fullName: "Peeter Puu" });
    expect((await post(`/requests/${link.id}/assign`, "opA", { driverId: peeter.id })).statusCode).toBe(200);
    expect((await post(`/requests/${link.id}/resend-link`, "opA")).statusCode).toBe(200);

    expect((await post(`/requests/${link.id}/cancel`, "opA")).statusCode).toBe(400);
    const noNote = await post(`/requests/${link.id}/cancel`, "opA", { reason: "OTHER", note: " " });
    expect(noNote.statusCode).toBe(400);
    expect((await post(`/requests/${link.id}/cancel`, "viewerA", { reason: "DUPLICATE" })).statusCode).toBe(403);
    expect((await post(`/requests/${link.id}/cancel`, "opB", { reason: "DUPLICATE" })).statusCode).toBe(404);
    const cancelled = await post(`/requests/${link.id}/cancel`, "opA", {
      reason: "CUSTOMER_ASKED",
      note: "Got a lift",
    });
    expect(cancelled.statusCode).toBe(200);

    // The earlier test's driver nearby was offered the job too; this test follows Jaan and Peeter.
    const rows = cancelled.json<{ events: Row[] }>().events.filter((e) => e.driverName !== "Juhan Juurikas");
    expect(rows.map(({ type, actor, actorName, driverName }) => ({ type, actor, actorName, driverName }))).toEqual([
      { type: "SUBMITTED", actor: "CUSTOMER", actorName: "Tiit Tamm", driverName: null },
      { type: "OFFERED", actor: "ENGINE", actorName: null, driverName: "Jaan Tamm" },
      { type: "DECLINED", actor: "DRIVER", actorName: "Jaan Tamm", driverName: "Jaan Tamm" },
      { type: "ASSIGNED", actor: "OPERATOR", actorName: "Mari Maasikas", driverName: "Jaan Tamm" },
      { type: "ASSIGNED", actor: "OPERATOR", actorName: "Mari Maasikas", driverName: "Peeter Puu" },
      { type: "LINK_RESENT", actor: "OPERATOR", actorName: "Mari Maasikas", driverName: null },
      { type: "CANCELLED", actor: "OPERATOR", actorName: "Mari Maasikas", driverName: null },
    ]);
    expect(rows.find((r) => r.type === "DECLINED")?.reason).toBe("TOO_FAR");
    expect(rows.at(-1)).toMatchObject({ reason: "CUSTOMER_ASKED", note: "Got a lift" });
    const audit = (await get("/audit?action=request.cancel", "opA")).json<{ after: Record<string, unknown> }[]>()[0];
    expect(audit.after).toMatchObject({ by: "OPERATOR", reason: "CUSTOMER_ASKED", note: "Got a lift" });
  });

  it("closes a call-back when a driver is assigned, and one per time-out after a new search", async () => {
    const link = await requestOfA(-1);
    const open = async () =>
      (await get("/callbacks?state=open", "opA"))
        .json<{ requestId: number }[]>()
        .filter((c) => c.requestId === link.id);
    const handled = async () =>
      (await get("/callbacks?state=handled", "opA"))
        .json<{ requestId: number; closedReason: string | null; handledBy: string | null }[]>()
        .filter((c) => c.requestId === link.id);
    expect(await open()).toHaveLength(1);

    // Sent to dispatch again: closed as such; it times out again: open again.
    expect((await post(`/requests/${link.id}/redispatch`, "opA")).statusCode).toBe(200);
    expect(await open()).toHaveLength(0);
    expect(await handled()).toEqual([expect.objectContaining({ closedReason: "REDISPATCHED", handledBy: null })]);
    await t.db
      .update(dispatchJobs)
      .set({ deadlineAt: new Date(Date.now() - 1000), nextActionAt: new Date(Date.now() - 1000) })
      .where(eq(dispatchJobs.assistanceRequestId, link.id));
    await runDueSteps(t.dispatch);
    expect(await open()).toHaveLength(1);

    const driver = await insertDriver(t.db, northOf(PARNU, 300), { fullName: "Mart Mets" });
    expect((await post(`/requests/${link.id}/assign`, "opA", { driverId: driver.id })).statusCode).toBe(200);
    expect(await open()).toHaveLength(0);
    expect(await handled()).toEqual([expect.objectContaining({ closedReason: "ASSIGNED", handledBy: null })]);
    const events = (await get(`/requests/${link.id}`, "opA")).json<{ events: Row[] }>().events;
    expect(
      events
        .filter((e) => e.type.startsWith("CALLBACK") || e.type === "TIMED_OUT" || e.type === "REDISPATCHED")
        .map((e) => [e.type, e.reason]),
    ).toEqual([
      ["TIMED_OUT", null],
      ["REDISPATCHED", null],
      ["CALLBACK_CLOSED", "REDISPATCHED"],
      ["TIMED_OUT", null],
      ["CALLBACK_CLOSED", "ASSIGNED"],
    ]);
  });
});
