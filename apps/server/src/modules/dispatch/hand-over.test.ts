import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { dispatchAssignments, dispatchOffers } from "../../db/schema/dispatch.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { runDueSteps } from "./dispatch-worker.ts";
import { startDispatch } from "./start-dispatch.ts";
import { northOf, TALLINN } from "./test-support.ts";

type Driver = { id: number; auth: { authorization: string } };
type Offer = { id: number; assistanceRequestId: number; handOver: boolean; expiresAt: string };

describe.each(TEST_DB_KINDS)("driver hand-over on %s", (kind) => {
  let t: TestApp;
  let serviceName: string;
  // Each test works far from the others so their drivers never meet in a search.
  let place = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    serviceName = (await createTestService(t)).name;
  });
  afterAll(() => t.close());

  const createDriver = async (at: { latitude: number; longitude: number }, fullName = "Mart Tamm"): Promise<Driver> => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/drivers",
      headers: t.operator,
      payload: { fullName, phoneNumber: "+3725551234", company: "Tallinn Tow", ...at },
    });
    const driver = response.json<{ id: number; token: string }>();
    return { id: driver.id, auth: { authorization: `Bearer ${driver.token}` } };
  };
  const offersFor = async (driver: Driver) =>
    (await t.app.inject({ method: "GET", url: "/api/v1/driver/offers", headers: driver.auth })).json<Offer[]>();
  const post = (driver: Driver, url: string, payload?: object) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/driver${url}`,
      headers: driver.auth,
      ...(payload ? { payload } : {}),
    });
  const assignedDriver = async (requestId: number, cookie: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/v1/public/assistance-request/${requestId}/status`,
        headers: { cookie },
      })
    ).json().assignment?.driver as { id: number; isTransferred: boolean } | undefined;
  const activeAssignments = (requestId: number) =>
    t.db
      .select({ driverId: dispatchAssignments.driverId })
      .from(dispatchAssignments)
      .where(and(eq(dispatchAssignments.assistanceRequestId, requestId), eq(dispatchAssignments.active, true)));

  /** A request at `here` accepted by the one driver there. */
  async function jobAcceptedAt(here: { latitude: number; longitude: number }, fullName = "Mati Mets") {
    const first = await createDriver(here, fullName);
    const link = await openLink(t, "assistance", serviceName);
    await t.db.update(assistanceRequests).set(here).where(eq(assistanceRequests.id, link.id));
    await startDispatch(t.db, t.dispatch, link.id);
    await runDueSteps(t.dispatch);
    const [offer] = (await offersFor(first)).filter((o) => o.assistanceRequestId === link.id);
    expect((await post(first, `/offers/${offer.id}/accept`)).statusCode).toBe(200);
    return { link, first };
  }

  /** A request accepted by a first driver, a colleague nearby, and a third driver further away. */
  async function acceptedJob(here = northOf(TALLINN, -300_000 - 50_000 * place++)) {
    const { link, first } = await jobAcceptedAt(here);
    const colleague = await createDriver(northOf(here, 2000), "Liis Saar");
    const stranger = await createDriver(northOf(here, 3000), "Peeter Puu");
    return { link, first, colleague, stranger };
  }

  async function handOver(from: Driver, requestId: number, to: Driver) {
    const res = await post(from, `/jobs/${requestId}/hand-over`, { driverId: to.id });
    expect(res.statusCode).toBe(202);
    const { offers } = res.json<{ offers: { id: number; driverId: number }[] }>();
    expect(offers.map((o) => o.driverId)).toEqual([to.id]);
    return offers[0].id;
  }

  it("makes the hand-over an offer: the job moves only when the colleague accepts", async () => {
    const { link, first, colleague } = await acceptedJob();
    const offerId = await handOver(first, link.id, colleague);

    expect(await offersFor(colleague)).toEqual([
      expect.objectContaining({ id: offerId, assistanceRequestId: link.id, handOver: true }),
    ]);
    expect((await assignedDriver(link.id, link.cookie))!.id).toBe(first.id);
    expect((await post(first, `/jobs/${link.id}/finish`)).statusCode).not.toBe(404);
  });

  it("moves the job to the colleague who accepts, as a transferred driver, and frees the first driver", async () => {
    const { link, first, colleague } = await acceptedJob();
    const offerId = await handOver(first, link.id, colleague);

    const accepted = await post(colleague, `/offers/${offerId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      assistanceRequestId: link.id,
      assignment: { driver: { id: colleague.id, isTransferred: true } },
    });
    expect(await assignedDriver(link.id, link.cookie)).toMatchObject({ id: colleague.id, isTransferred: true });
    expect(await activeAssignments(link.id)).toEqual([{ driverId: colleague.id }]);
    expect((await post(first, `/jobs/${link.id}/finish`)).statusCode).toBe(404);
    const firstNow = await t.app.inject({
      method: "GET",
      url: `/api/v1/admin/drivers/${first.id}`,
      headers: t.operator,
    });
    expect(firstNow.json()).toMatchObject({ available: true, activeAssistanceRequestId: null });
    // The first driver's day keeps the job as handed over, without the customer's phone: it is not theirs now.
    const since = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
    const history = await t.app.inject({
      method: "GET",
      url: `/api/v1/driver/history?since=${since}`,
      headers: first.auth,
    });
    expect(history.json()).toEqual([
      expect.objectContaining({ assistanceRequestId: link.id, endReason: "HANDED_OVER", customerPhone: null }),
    ]);
    expect(await offersFor(colleague)).toEqual([]);
    // Accepting twice is a conflict, not a second transfer.
    expect((await post(colleague, `/offers/${offerId}/accept`)).statusCode).toBe(409);
  });

  it("offers the job, unnamed, to the nearest free colleagues first, with their distance in whole metres", async () => {
    // Far north of every other test, whose free drivers are within the widest search radius of theirs.
    const { link, first, colleague, stranger } = await acceptedJob(northOf(TALLINN, 600_000));
    const res = await post(first, `/jobs/${link.id}/hand-over`, {});
    expect(res.statusCode).toBe(202);
    const { offers } = res.json<{ offers: { id: number; driverId: number }[] }>();
    expect(offers.map((o) => o.driverId)).toEqual([colleague.id, stranger.id]);
    const rows = await t.db
      .select({ distance: dispatchOffers.distanceMeters })
      .from(dispatchOffers)
      .where(and(eq(dispatchOffers.assistanceRequestId, link.id), eq(dispatchOffers.driverId, colleague.id)));
    expect(rows).toEqual([{ distance: expect.closeTo(2000, -1) as number }]);
    expect(Number.isInteger(rows[0].distance)).toBe(true);
    expect(await offersFor(colleague)).toEqual([
      expect.objectContaining({ assistanceRequestId: link.id, handOver: true }),
    ]);
  });

  it("answers 409 CONFLICT to an unnamed hand-over when no colleague is free nearby", async () => {
    const { link, first: alone } = await jobAcceptedAt(northOf(TALLINN, 900_000), "Üksik Sõitja");

    const res = await post(alone, `/jobs/${link.id}/hand-over`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, code: "CONFLICT" });
    expect(await activeAssignments(link.id)).toEqual([{ driverId: alone.id }]);
  });

  it("keeps the job with the first driver when the colleague declines", async () => {
    const { link, first, colleague } = await acceptedJob();
    const offerId = await handOver(first, link.id, colleague);

    expect((await post(colleague, `/offers/${offerId}/decline`)).statusCode).toBe(204);
    expect(await offersFor(colleague)).toEqual([]);
    expect((await post(colleague, `/offers/${offerId}/accept`)).statusCode).toBe(409);
    expect(await assignedDriver(link.id, link.cookie)).toMatchObject({ id: first.id, isTransferred: false });
    expect(await activeAssignments(link.id)).toEqual([{ driverId: first.id }]);
  });

  it("keeps the job with the first driver when the offer's deadline passes", async () => {
    const { link, first, colleague } = await acceptedJob();
    const offerId = await handOver(first, link.id, colleague);

    await t.db
      .update(dispatchOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dispatchOffers.id, offerId));
    expect(await offersFor(colleague)).toEqual([]);
    expect((await post(colleague, `/offers/${offerId}/accept`)).statusCode).toBe(409);
    expect(await assignedDriver(link.id, link.cookie)).toMatchObject({ id: first.id, isTransferred: false });
    expect(await activeAssignments(link.id)).toEqual([{ driverId: first.id }]);
  });

  it("answers 404 to a driver the offer was not made to", async () => {
    const { link, first, colleague, stranger } = await acceptedJob();
    const offerId = await handOver(first, link.id, colleague);

    expect((await post(stranger, `/offers/${offerId}/accept`)).statusCode).toBe(404);
    expect((await post(stranger, `/offers/${offerId}/decline`)).statusCode).toBe(404);
    expect(await activeAssignments(link.id)).toEqual([{ driverId: first.id }]);
    // Nor can anyone but the driver on the job hand it over.
    expect((await post(stranger, `/jobs/${link.id}/hand-over`, { driverId: colleague.id })).statusCode).toBe(404);
  });

  it("refuses a colleague already on a job, and withdraws the offer of a job that ended or was reassigned", async () => {
    const { link, first, colleague } = await acceptedJob();
    const other = await acceptedJob();
    // The other job's driver is busy: no offer to them.
    expect((await post(first, `/jobs/${link.id}/hand-over`, { driverId: other.first.id })).statusCode).toBe(409);

    const offerId = await handOver(first, link.id, colleague);
    // An operator assigns the job directly meanwhile: that still works at once, and the stale offer goes.
    const reassign = await t.app.inject({
      method: "POST",
      url: `/api/v1/admin/assistance-requests/${link.id}/reassign`,
      headers: t.operator,
      payload: { driverId: other.stranger.id },
    });
    expect(reassign.statusCode).toBe(200);
    expect(await offersFor(colleague)).toEqual([]);
    expect((await post(colleague, `/offers/${offerId}/accept`)).statusCode).toBe(409);
    expect(await activeAssignments(link.id)).toEqual([{ driverId: other.stranger.id }]);
  });

  it("lets a colleague who was offered the job in a search wave be asked again by hand-over", async () => {
    const here = northOf(TALLINN, -300_000 - 50_000 * place++);
    const first = await createDriver(here);
    const colleague = await createDriver(northOf(here, 1000));
    const link = await openLink(t, "assistance", serviceName);
    await t.db.update(assistanceRequests).set(here).where(eq(assistanceRequests.id, link.id));
    await startDispatch(t.db, t.dispatch, link.id);
    await runDueSteps(t.dispatch);
    const [offer] = (await offersFor(first)).filter((o) => o.assistanceRequestId === link.id);
    expect((await offersFor(colleague)).map((o) => o.assistanceRequestId)).toContain(link.id);
    await post(first, `/offers/${offer.id}/accept`);
    expect(await offersFor(colleague)).toEqual([]);

    const offerId = await handOver(first, link.id, colleague);
    expect((await post(colleague, `/offers/${offerId}/accept`)).statusCode).toBe(200);
    expect(await activeAssignments(link.id)).toEqual([{ driverId: colleague.id }]);
  });
});
