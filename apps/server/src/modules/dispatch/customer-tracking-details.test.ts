import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { runDueSteps } from "./dispatch-worker.ts";
import { startDispatch } from "./start-dispatch.ts";
import { northOf, TALLINN } from "./test-support.ts";

// What the customer's tracking and outcome screens read: the truck to look out for, when the job ended, and the
// finished job's feedback link for the rating on the outcome screen.
describe.each(TEST_DB_KINDS)("customer tracking details on %s", (kind) => {
  let t: TestApp;
  let serviceName: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    serviceName = (await createTestService(t)).name;
  });
  afterAll(() => t.close());

  const inject = (method: "GET" | "PUT" | "POST", url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, payload });

  /** A submitted request accepted by a new driver who drives a registered truck with a shift plate. */
  async function acceptedRequest() {
    const created = await inject("POST", "/api/v1/admin/drivers", t.operator, {
      fullName: "Liis Saar",
      phoneNumber: "+3725550100",
      company: "Tallinn Tow",
      ...northOf(TALLINN, 2000),
      truckVehicle: "Volvo FL",
    });
    expect(created.statusCode, created.body).toBe(201);
    const driver = created.json<{ id: number; token: string; truckVehicle: string }>();
    expect(driver.truckVehicle).toBe("Volvo FL");
    // The plate is the one the driver gave going on duty (the driver app's duty switch).
    await t.db.update(drivers).set({ shiftPlate: "123ABC" }).where(eq(drivers.id, driver.id));
    const auth = { authorization: `Bearer ${driver.token}` };

    const link = await openLink(t, "assistance", serviceName);
    await t.db.update(assistanceRequests).set(TALLINN).where(eq(assistanceRequests.id, link.id));
    await startDispatch(t.db, t.dispatch, link.id);
    await runDueSteps(t.dispatch);
    const offers = (await inject("GET", "/api/v1/driver/offers", auth)).json<
      { id: number; assistanceRequestId: number }[]
    >();
    const offer = offers.find((o) => o.assistanceRequestId === link.id)!;
    expect((await inject("POST", `/api/v1/driver/offers/${offer.id}/accept`, auth)).statusCode).toBe(200);
    return { link, auth };
  }

  it("shows the customer the truck's plate and make, and when the job ended", async () => {
    const { link, auth } = await acceptedRequest();
    const status = await inject("GET", `/api/v1/public/assistance-request/${link.id}/status`, { cookie: link.cookie });
    expect(status.json().assignment.truck).toEqual({ plate: "123ABC", vehicle: "Volvo FL" });
    const driver = await inject("GET", `/api/v1/public/tow-truck/accepted-driver?assistanceRequestId=${link.id}`, {
      cookie: link.cookie,
    });
    expect(driver.json().truck).toEqual({ plate: "123ABC", vehicle: "Volvo FL" });

    const request = () => inject("GET", `/api/v1/public/assistance-request/${link.id}`, { cookie: link.cookie });
    expect((await request()).json()).toMatchObject({ externalId: link.externalId, endTime: null });
    expect((await inject("POST", `/api/v1/driver/jobs/${link.id}/finish`, auth)).statusCode).toBe(200);
    const ended = (await request()).json<{ endTime: string | null; status: string }>();
    expect(ended.status).toBe("FINISHED");
    expect(ended.endTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("gives a finished job's feedback link to its own session only, and refuses it before the end", async () => {
    const { link, auth } = await acceptedRequest();
    const feedback = (cookie: string) =>
      inject("GET", `/api/v1/public/assistance-request/${link.id}/feedback`, cookie ? { cookie } : {});
    const early = await feedback(link.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ statusCode: 409, code: "CONFLICT" });

    expect((await inject("POST", `/api/v1/driver/jobs/${link.id}/finish`, auth)).statusCode).toBe(200);
    const answer = await feedback(link.cookie);
    expect(answer.statusCode).toBe(200);
    const { uuid } = answer.json<{ uuid: string }>();
    // The same invitation the finishing SMS links to: it opens, takes one rating, and then says so.
    const validate = () => inject("PUT", `/api/v1/public/feedback/${uuid}/validate?caseType=ASSISTANCE_REQUEST`, {});
    expect((await validate()).json()).toEqual({ state: "VALID" });
    const given = await inject("PUT", `/api/v1/public/feedback/${uuid}?caseType=ASSISTANCE_REQUEST`, {}, { stars: 5 });
    expect(given.statusCode, given.body).toBe(200);
    expect((await validate()).json()).toEqual({ state: "ALREADY_GIVEN" });
    expect((await feedback(link.cookie)).json()).toEqual({ uuid });

    const other = await openLink(t, "assistance", serviceName);
    for (const cookie of [other.cookie, ""]) {
      const refused = await feedback(cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
    }
  });
});
