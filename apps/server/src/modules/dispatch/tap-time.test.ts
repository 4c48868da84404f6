import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments } from "../../db/schema/dispatch.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { newOperator, signIn } from "../operators/test-support.ts";
import { runDueSteps } from "./dispatch-worker.ts";
import { startDispatch } from "./start-dispatch.ts";
import { northOf } from "./test-support.ts";

/** Kuressaare: far from the other tests' drivers. */
const KURESSAARE = { latitude: 58.25, longitude: 22.48 };

/**
 * A step queued on the phone while offline arrives late: the job's times are the taps' (the console's
 * timeline and the driver's history read them), and a tap time that cannot be right is refused.
 */
describe.each(TEST_DB_KINDS)("a driver's steps at the time they were tapped on %s", (kind) => {
  let t: TestApp;
  let serviceName = "";
  let cookie = "";
  let place = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    serviceName = (await createTestService(t)).name;
    cookie = await signIn(t, (await newOperator(t, [{ service: serviceName, role: "OPERATOR" }])).email);
  });
  afterAll(() => t?.close());

  async function acceptedJob() {
    const here = northOf(KURESSAARE, 200_000 * place++);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/drivers",
      headers: t.operator,
      payload: { fullName: "Saare Sass", phoneNumber: "+3725551234", company: "Saare Tow", ...here },
    });
    const auth = { authorization: `Bearer ${created.json<{ token: string }>().token}` };
    const link = await openLink(t, "assistance", serviceName);
    await t.db.update(assistanceRequests).set(here).where(eq(assistanceRequests.id, link.id));
    await startDispatch(t.db, t.dispatch, link.id);
    await runDueSteps(t.dispatch);
    const offers = await t.app.inject({ method: "GET", url: "/api/v1/driver/offers", headers: auth });
    const [offer] = offers.json<{ id: number }[]>();
    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/v1/driver/offers/${offer.id}/accept`,
      headers: auth,
    });
    expect(accepted.statusCode).toBe(200);
    const post = (path: string, payload: object) =>
      t.app.inject({ method: "POST", url: `/api/v1/driver/jobs/${link.id}${path}`, headers: auth, payload });
    return { link, post };
  }
  const timeline = async (requestId: number) =>
    (await t.app.inject({ method: "GET", url: `/api/v1/console/requests/${requestId}`, headers: { cookie } })).json<{
      events: { type: string; at: string }[];
    }>().events;
  const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

  it("records the arrival and the finish at the taps' times, sent a minute later", async () => {
    const { link, post } = await acceptedJob();
    // The job was accepted five minutes ago; the phone was offline since on the way.
    await t.db
      .update(dispatchAssignments)
      .set({ assignedAt: new Date(Date.now() - 300_000) })
      .where(eq(dispatchAssignments.assistanceRequestId, link.id));
    const arrived = ago(90);
    const finished = ago(60);
    expect((await post("/progress", { progress: "ON_THE_WAY", tappedAt: ago(240) })).statusCode).toBe(200);
    expect((await post("/progress", { progress: "ARRIVED", tappedAt: arrived })).statusCode).toBe(200);
    expect((await post("/progress", { progress: "TOWING", tappedAt: ago(80) })).statusCode).toBe(200);
    expect((await post("/finish", { tappedAt: finished })).statusCode).toBe(200);
    const events = await timeline(link.id);
    expect(events.find((e) => e.type === "ARRIVED")?.at).toBe(arrived);
    expect(events.find((e) => e.type === "FINISHED")?.at).toBe(finished);
  });

  it("takes a tap a moment in the future (a phone's clock a little ahead) as now", async () => {
    const { link, post } = await acceptedJob();
    const before = Date.now();
    expect((await post("/progress", { progress: "ARRIVED", tappedAt: ago(-5) })).statusCode).toBe(200);
    const at = Date.parse((await timeline(link.id)).find((e) => e.type === "ARRIVED")!.at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it("refuses a tap time in the future, older than a day or before the previous step with 400, and records nothing", async () => {
    const { link, post } = await acceptedJob();
    const refused = async (payload: object, code: string) => {
      const res = await post("/progress", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 400,
        code: "VALIDATION_FAILED",
        errors: [{ path: "tappedAt", code }],
      });
    };
    await refused({ progress: "ON_THE_WAY", tappedAt: ago(-120) }, "in_the_future");
    await refused({ progress: "ON_THE_WAY", tappedAt: ago(25 * 3600) }, "too_old");
    // Before the job was even accepted.
    await refused({ progress: "ON_THE_WAY", tappedAt: ago(600) }, "before_previous_step");
    expect((await post("/progress", { progress: "ON_THE_WAY", tappedAt: "yesterday" })).statusCode).toBe(400);
    expect((await post("/progress", { progress: "ON_THE_WAY" })).statusCode).toBe(200);
    expect((await post("/finish", { tappedAt: ago(-120) })).statusCode).toBe(400);
    expect((await timeline(link.id)).map((e) => e.type)).not.toContain("FINISHED");
  });
});
