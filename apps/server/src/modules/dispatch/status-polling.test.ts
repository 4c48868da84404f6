import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchJobs } from "../../db/schema/dispatch.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { runDueSteps } from "./dispatch-worker.ts";
import { startDispatch } from "./start-dispatch.ts";
import { northOf, TALLINN } from "./test-support.ts";

const STEPS = {
  incident: { incidentType: "FLAT_TIRES" },
  location: { latitude: 59.437, longitude: 24.7536, address: "Vabaduse väljak, Tallinn" },
  contact: { name: "Mari Maasikas", phone: "5551234", phonePrefix: "+372" },
  vehicle: { licensePlate: "777POL", vinCode: null, mark: "Toyota", model: "Corolla", year: 2018 },
  "additional-info": { email: "mari@example.ee", description: "Front left tyre is flat" },
};

describe.each(TEST_DB_KINDS)("polling a request's status on %s", (kind) => {
  let t: TestApp;
  let serviceName: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    serviceName = (await createTestService(t)).name;
    const cover = { insuranceValidFrom: "2020-01-01", insuranceValidTo: "2099-12-31" };
    const imported = await t.app.inject({
      method: "POST",
      url: `/api/v1/admin/services/${serviceName}/vehicles/import`,
      headers: t.operator,
      payload: [{ licensePlate: "777POL", mark: "Toyota", model: "Corolla", year: 2018, ...cover }],
    });
    expect(imported.statusCode).toBeLessThan(300);
  });
  afterAll(() => t?.close());

  const rt = () => t.dispatch;
  const status = (id: number, cookie: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "GET",
      url: `/api/v1/public/assistance-request/${id}/status`,
      headers: { cookie, ...headers },
    });
  const inDispatch = async () => {
    const link = await openLink(t, "assistance", serviceName);
    await t.db.update(assistanceRequests).set(TALLINN).where(eq(assistanceRequests.id, link.id));
    await startDispatch(t.db, t.dispatch, link.id);
    return link;
  };

  it("answers from this instance's view until the request's change is announced, then at once", async () => {
    const link = await inDispatch();
    const first = await status(link.id, link.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.json()).toEqual({ status: "PENDING", stage: "INFORMING_OPERATORS" });
    const etag = first.headers.etag as string;
    expect((await status(link.id, link.cookie, { "if-none-match": etag })).statusCode).toBe(304);

    // A write that nobody announces is not read again on every poll: the view answers.
    await t.db
      .update(dispatchJobs)
      .set({ stage: "SENDING_INFORMATION" })
      .where(eq(dispatchJobs.assistanceRequestId, link.id));
    expect((await status(link.id, link.cookie, { "if-none-match": etag })).statusCode).toBe(304);

    // The announcement every status change makes (the one feeding the status streams) refreshes it.
    await rt().events.publish(link.id);
    const changed = await status(link.id, link.cookie, { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ status: "PENDING", stage: "SENDING_INFORMATION" });
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("still checks the session on every poll of a remembered answer", async () => {
    const mine = await inDispatch();
    const other = await inDispatch();
    expect((await status(mine.id, mine.cookie)).statusCode).toBe(200);
    const foreign = await status(mine.id, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(
      (await t.app.inject({ method: "GET", url: `/api/v1/public/assistance-request/${mine.id}/status` })).statusCode,
    ).toBe(404);
  });

  it("shows a submitted request as in dispatch at once, though it was polled as a draft", async () => {
    const link = await openLink(t, "assistance", serviceName);
    for (const [step, body] of Object.entries(STEPS)) {
      const patched = await t.app.inject({
        method: "PATCH",
        url: `/api/v1/public/assistance-request/${link.id}/${step}`,
        headers: { "content-type": "application/json", cookie: link.cookie },
        payload: JSON.stringify(body),
      });
      expect(patched.statusCode, step).toBe(200);
    }
    expect((await status(link.id, link.cookie)).json()).toEqual({ status: "DRAFT", stage: null });
    const submitted = await t.app.inject({
      method: "PUT",
      url: `/api/v1/public/assistance-request/${link.id}`,
      headers: { cookie: link.cookie },
    });
    expect(submitted.statusCode).toBe(200);
    expect((await status(link.id, link.cookie)).json()).toEqual({ status: "PENDING", stage: "INFORMING_OPERATORS" });
  });

  it("shows an operator's edit of the assigned driver at once", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/drivers",
      headers: t.operator,
      payload: { fullName: "Mart Tamm", phoneNumber: "+3725551234", company: "Tallinn Tow", ...northOf(TALLINN, 700) },
    });
    const driver = created.json<{ id: number; token: string }>();
    const auth = { authorization: `Bearer ${driver.token}` };
    const link = await inDispatch();
    await runDueSteps(rt());
    const offers = (await t.app.inject({ method: "GET", url: "/api/v1/driver/offers", headers: auth })).json<
      { id: number; assistanceRequestId: number }[]
    >();
    const offer = offers.find((o) => o.assistanceRequestId === link.id)!;
    expect(
      (await t.app.inject({ method: "POST", url: `/api/v1/driver/offers/${offer.id}/accept`, headers: auth }))
        .statusCode,
    ).toBe(200);
    expect((await status(link.id, link.cookie)).json().assignment.driver.company).toBe("Tallinn Tow");

    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/v1/admin/drivers/${driver.id}`,
      headers: t.operator,
      payload: { company: "Harju Tow" },
    });
    expect(patched.statusCode).toBe(200);
    expect((await status(link.id, link.cookie)).json().assignment.driver.company).toBe("Harju Tow");
  });
});
