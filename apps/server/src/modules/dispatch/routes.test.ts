import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { readEvents } from "../../testing/sse-events.ts";
import { runDueSteps } from "./dispatch-worker.ts";
import { startDispatch } from "./start-dispatch.ts";
import { northOf, TALLINN } from "./test-support.ts";

describe.each(TEST_DB_KINDS)("dispatch routes on %s", (kind) => {
  let t: TestApp;
  let serviceName: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    serviceName = (await createTestService(t)).name;
  });
  afterAll(() => t.close());

  const rt = () => t.dispatch;
  const createDriver = async (at = northOf(TALLINN, 1000), extra: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/drivers",
      headers: t.operator,
      payload: {
        fullName: "Mart Tamm",
        phoneNumber: "+3725551234",
        company: "Tallinn Tow",
        companyId: "TT-1",
        ...at,
        ...extra,
      },
    });
    expect(response.statusCode).toBe(201);
    const driver = response.json<{ id: number; token: string }>();
    return { ...driver, auth: { authorization: `Bearer ${driver.token}` } };
  };
  /** A customer's request, submitted at a location and in dispatch, with its session cookie. */
  const submittedRequest = async (at = TALLINN) => {
    const link = await openLink(t, "assistance", serviceName);
    await t.db.update(assistanceRequests).set(at).where(eq(assistanceRequests.id, link.id));
    await startDispatch(t.db, t.dispatch, link.id);
    return link;
  };
  const offersFor = async (driver: { auth: Record<string, string> }) => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/driver/offers", headers: driver.auth });
    expect(response.statusCode).toBe(200);
    return response.json<{ id: number; assistanceRequestId: number }[]>();
  };
  const status = (id: number, cookie: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "GET",
      url: `/api/v1/public/assistance-request/${id}/status`,
      headers: { cookie, ...headers },
    });

  describe("operator driver API", () => {
    it("creates a driver and answers its token once; lists, updates and removes it", async () => {
      const created = await createDriver(northOf(TALLINN, 500), { available: false });
      expect(created.token).toMatch(/^drv_/);
      const read = await t.app.inject({
        method: "GET",
        url: `/api/v1/admin/drivers/${created.id}`,
        headers: t.operator,
      });
      expect(read.json()).toMatchObject({
        id: created.id,
        fullName: "Mart Tamm",
        available: false,
        isTransferred: false,
        notificationResponseRate: null,
        activeAssistanceRequestId: null,
      });
      expect(read.json()).not.toHaveProperty("token");

      const patched = await t.app.inject({
        method: "PATCH",
        url: `/api/v1/admin/drivers/${created.id}`,
        headers: t.operator,
        payload: { available: true, company: "Harju Tow" },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({ available: true, company: "Harju Tow" });

      const list = await t.app.inject({
        method: "GET",
        url: "/api/v1/admin/drivers?available=true&limit=1000",
        headers: t.operator,
      });
      expect(list.json<{ id: number }[]>().map((d) => d.id)).toContain(created.id);

      const removed = await t.app.inject({
        method: "DELETE",
        url: `/api/v1/admin/drivers/${created.id}`,
        headers: t.operator,
      });
      expect(removed.statusCode).toBe(204);
      const gone = await t.app.inject({
        method: "GET",
        url: `/api/v1/admin/drivers/${created.id}`,
        headers: t.operator,
      });
      expect(gone.statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: "GET", url: "/api/v1/driver/offers", headers: created.auth })).statusCode,
      ).toBe(401);
    });

    it("refuses requests without the operator key and bad driver bodies with an error code", async () => {
      const anonymous = await t.app.inject({ method: "GET", url: "/api/v1/admin/drivers" });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ statusCode: 401, code: "UNAUTHORIZED" });
      for (const payload of [
        { fullName: "A", phoneNumber: "+3725551234", company: "C", latitude: 91, longitude: 24 },
        { fullName: "A", phoneNumber: "call me", company: "C", latitude: 59, longitude: 24 },
        { fullName: "A", phoneNumber: "+3725551234", company: "C", latitude: 59, longitude: 24, token: "mine" },
        { phoneNumber: "+3725551234", company: "C", latitude: 59, longitude: 24 },
      ]) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/v1/admin/drivers",
          headers: t.operator,
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe("VALIDATION_FAILED");
      }
      const unknown = await t.app.inject({
        method: "PATCH",
        url: "/api/v1/admin/drivers/1",
        headers: t.operator,
        payload: { token: "x" },
      });
      expect(unknown.statusCode).toBe(400);
      const badId = await t.app.inject({ method: "GET", url: "/api/v1/admin/drivers/abc", headers: t.operator });
      expect(badId.statusCode).toBe(400);
    });
  });

  describe("driver API", () => {
    it("answers 401 without a valid driver token", async () => {
      for (const headers of [
        {},
        { authorization: "Bearer nope" },
        { authorization: `Bearer ${t.config.adminApiKey}` },
      ]) {
        const response = await t.app.inject({ method: "GET", url: "/api/v1/driver/offers", headers });
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe("UNAUTHORIZED");
      }
    });

    it("takes a request from offer to finish while the customer watches status, driver and ETag", async () => {
      const driver = await createDriver(northOf(TALLINN, 3000));
      const link = await submittedRequest();
      const pending = await status(link.id, link.cookie);
      expect(pending.statusCode).toBe(200);
      expect(pending.json()).toEqual({ status: "PENDING", stage: "INFORMING_OPERATORS" });
      const etag = pending.headers.etag as string;
      expect((await status(link.id, link.cookie, { "if-none-match": etag })).statusCode).toBe(304);

      await runDueSteps(rt());
      const offers = await offersFor(driver);
      const offer = offers.find((o) => o.assistanceRequestId === link.id)!;
      expect(offer).toBeDefined();
      const evaluating = await status(link.id, link.cookie, { "if-none-match": etag });
      expect(evaluating.statusCode).toBe(200);
      expect(evaluating.json().stage).toBe("DRIVERS_EVALUATING");

      const noDriverYet = await t.app.inject({
        method: "GET",
        url: `/api/v1/public/tow-truck/accepted-driver?assistanceRequestId=${link.id}`,
        headers: { cookie: link.cookie },
      });
      expect(noDriverYet.statusCode).toBe(404);

      const accepted = await t.app.inject({
        method: "POST",
        url: `/api/v1/driver/offers/${offer.id}/accept`,
        headers: driver.auth,
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ assistanceRequestId: link.id, latitude: TALLINN.latitude });

      const onTheWay = (await status(link.id, link.cookie)).json();
      expect(onTheWay.status).toBe("ACCEPTED");
      expect(onTheWay.stage).toBeNull();
      expect(onTheWay.assignment.driver).toEqual({
        id: driver.id,
        fullName: "Mart Tamm",
        phoneNumber: "+3725551234",
        company: "Tallinn Tow",
        companyId: "TT-1",
        isTransferred: false,
        notificationResponseRate: 1,
        // This driver has set no photo.
        photoUrl: null,
      });
      const etaSeconds = (Date.parse(onTheWay.assignment.eta) - Date.parse(onTheWay.assignment.assignedTime)) / 1000;
      // 3 km x 1.3 at 50 km/h is about 281 s.
      expect(etaSeconds).toBeGreaterThan(270);
      expect(etaSeconds).toBeLessThan(290);

      const acceptedDriver = await t.app.inject({
        method: "GET",
        url: `/api/v1/public/tow-truck/accepted-driver?assistanceRequestId=${link.id}`,
        headers: { cookie: link.cookie },
      });
      expect(acceptedDriver.statusCode).toBe(200);
      expect(acceptedDriver.json().driver.id).toBe(driver.id);

      const moved = await t.app.inject({
        method: "POST",
        url: "/api/v1/driver/location",
        headers: driver.auth,
        payload: northOf(TALLINN, 500),
      });
      expect(moved.statusCode).toBe(204);
      const closer = (await status(link.id, link.cookie)).json();
      expect(Date.parse(closer.assignment.eta)).toBeLessThan(Date.parse(onTheWay.assignment.eta));
      expect(closer.assignment.driverLocation.latitude).toBeCloseTo(northOf(TALLINN, 500).latitude, 6);

      const job = await t.app.inject({ method: "GET", url: "/api/v1/driver/job", headers: driver.auth });
      expect(job.json().assistanceRequestId).toBe(link.id);
      const finished = await t.app.inject({
        method: "POST",
        url: `/api/v1/driver/jobs/${link.id}/finish`,
        headers: driver.auth,
      });
      expect(finished.json()).toEqual({ id: link.id, status: "FINISHED" });
      expect((await status(link.id, link.cookie)).json().status).toBe("FINISHED");
      const again = await t.app.inject({
        method: "POST",
        url: `/api/v1/driver/jobs/${link.id}/finish`,
        headers: driver.auth,
      });
      expect(again.statusCode).toBe(404);
    });

    it("gives one of twenty drivers accepting at once the job and the other nineteen 409 CONFLICT", async () => {
      const fleet = [];
      for (let i = 0; i < 20; i++) fleet.push(await createDriver(northOf(TALLINN, 40_000 + i * 10)));
      const link = await submittedRequest(northOf(TALLINN, 40_000));
      const runtime = rt();
      runtime.settings.waveSize = 20;
      await runDueSteps(runtime);
      runtime.settings.waveSize = 3;
      const offers = await Promise.all(
        fleet.map(async (d) => ({ d, offer: (await offersFor(d)).find((o) => o.assistanceRequestId === link.id)! })),
      );
      expect(offers.every((o) => o.offer)).toBe(true);
      const answers = await Promise.all(
        offers.map(({ d, offer }) =>
          t.app.inject({ method: "POST", url: `/api/v1/driver/offers/${offer.id}/accept`, headers: d.auth }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
      for (const lost of answers.filter((a) => a.statusCode === 409))
        expect(lost.json()).toEqual({ statusCode: 409, code: "CONFLICT" });
      const winner = offers[answers.findIndex((a) => a.statusCode === 200)].d;
      expect((await status(link.id, link.cookie)).json().assignment.driver.id).toBe(winner.id);
    });

    it("hands a job over to a colleague, which the customer sees as a transferred driver", async () => {
      const first = await createDriver(northOf(TALLINN, -80_000));
      const link = await submittedRequest(northOf(TALLINN, -80_000));
      await runDueSteps(rt());
      const [offer] = (await offersFor(first)).filter((o) => o.assistanceRequestId === link.id);
      await t.app.inject({ method: "POST", url: `/api/v1/driver/offers/${offer.id}/accept`, headers: first.auth });
      const colleague = await createDriver(northOf(TALLINN, -81_000), { fullName: "Liis Saar" });
      const handOver = await t.app.inject({
        method: "POST",
        url: `/api/v1/driver/jobs/${link.id}/hand-over`,
        headers: first.auth,
        payload: { driverId: colleague.id },
      });
      expect(handOver.statusCode).toBe(202);
      // The colleague must accept: the job is the first driver's until then.
      expect((await status(link.id, link.cookie)).json().assignment.driver.id).toBe(first.id);
      const [handed] = (await offersFor(colleague)).filter((o) => o.assistanceRequestId === link.id);
      const accepted = await t.app.inject({
        method: "POST",
        url: `/api/v1/driver/offers/${handed.id}/accept`,
        headers: colleague.auth,
      });
      expect(accepted.statusCode).toBe(200);
      const now = (await status(link.id, link.cookie)).json();
      expect(now.assignment.driver).toMatchObject({ id: colleague.id, fullName: "Liis Saar", isTransferred: true });
      const notMine = await t.app.inject({
        method: "POST",
        url: `/api/v1/driver/jobs/${link.id}/finish`,
        headers: first.auth,
      });
      expect(notMine.statusCode).toBe(404);
    });
  });

  describe("operator dispatch routes", () => {
    it("replaces the driver of an accepted job and lists the call-backs of timed-out requests", async () => {
      const first = await createDriver(northOf(TALLINN, 200_000));
      const link = await submittedRequest(northOf(TALLINN, 200_000));
      await runDueSteps(rt());
      const [offer] = (await offersFor(first)).filter((o) => o.assistanceRequestId === link.id);
      await t.app.inject({ method: "POST", url: `/api/v1/driver/offers/${offer.id}/accept`, headers: first.auth });
      const replacement = await createDriver(northOf(TALLINN, 201_000), { fullName: "Andres Mägi" });
      const reassign = await t.app.inject({
        method: "POST",
        url: `/api/v1/admin/assistance-requests/${link.id}/reassign`,
        headers: t.operator,
        payload: { driverId: replacement.id },
      });
      expect(reassign.statusCode).toBe(200);
      expect(reassign.json().driver).toMatchObject({ id: replacement.id, isTransferred: true });
      const busy = await t.app.inject({
        method: "DELETE",
        url: `/api/v1/admin/drivers/${replacement.id}`,
        headers: t.operator,
      });
      expect(busy.statusCode).toBe(409);

      const lonely = await openLink(t, "assistance", serviceName);
      await t.db.update(assistanceRequests).set(northOf(TALLINN, -300_000)).where(eq(assistanceRequests.id, lonely.id));
      await startDispatch(t.db, t.dispatch, lonely.id, { timeoutSeconds: 1, now: new Date(Date.now() - 2000) });
      await runDueSteps(rt());
      expect((await status(lonely.id, lonely.cookie)).json()).toEqual({ status: "TIMED_OUT", stage: null });
      const callbacks = await t.app.inject({
        method: "GET",
        url: "/api/v1/admin/operator-callbacks",
        headers: t.operator,
      });
      expect(callbacks.json()).toContainEqual(
        expect.objectContaining({ assistanceRequestId: lonely.id, reason: "NO_DRIVER_ACCEPTED", handledAt: null }),
      );
      expect((await t.app.inject({ method: "GET", url: "/api/v1/admin/operator-callbacks" })).statusCode).toBe(401);
    });
  });

  describe("customer routes", () => {
    it("lets the customer cancel a pending request once; a second cancel is 409", async () => {
      const link = await submittedRequest();
      const cancel = () =>
        t.app.inject({
          method: "POST",
          url: `/api/v1/public/assistance-request/${link.id}/cancel`,
          headers: { cookie: link.cookie },
        });
      const first = await cancel();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ id: link.id, status: "CLIENT_CANCELLED" });
      expect((await status(link.id, link.cookie)).json()).toEqual({ status: "CLIENT_CANCELLED", stage: null });
      const second = await cancel();
      expect(second.statusCode).toBe(409);
      expect(second.json().code).toBe("CONFLICT");
    });

    it("answers 404 to another link's session on every customer dispatch route", async () => {
      const mine = await submittedRequest();
      const other = await openLink(t, "assistance", serviceName);
      for (const [method, url] of [
        ["GET", `/api/v1/public/assistance-request/${mine.id}/status`],
        ["GET", `/api/v1/public/assistance-request/${mine.id}/status/stream`],
        ["GET", `/api/v1/public/tow-truck/accepted-driver?assistanceRequestId=${mine.id}`],
        ["POST", `/api/v1/public/assistance-request/${mine.id}/cancel`],
      ] as const) {
        for (const headers of [{ cookie: other.cookie }, {}]) {
          const response = await t.app.inject({ method, url, headers });
          expect(response.statusCode, `${method} ${url}`).toBe(404);
          expect(response.json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
        }
      }
    });

    it("rejects malformed ids with 400 and an error code", async () => {
      const link = await submittedRequest();
      for (const url of [
        "/api/v1/public/assistance-request/abc/status",
        "/api/v1/public/assistance-request/0/status/stream",
        "/api/v1/public/tow-truck/accepted-driver",
        "/api/v1/public/tow-truck/accepted-driver?assistanceRequestId=-1",
      ]) {
        const response = await t.app.inject({ method: "GET", url, headers: { cookie: link.cookie } });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().code).toBe("VALIDATION_FAILED");
      }
    });

    it("streams the current status at once and then each change as server-sent events", async () => {
      const driver = await createDriver(northOf(TALLINN, 120_000));
      const link = await submittedRequest(northOf(TALLINN, 120_000));
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const port = (t.app.server.address() as AddressInfo).port;
      const abort = new AbortController();
      const response = await fetch(
        `http://127.0.0.1:${port}/api/v1/public/assistance-request/${link.id}/status/stream`,
        {
          headers: { cookie: link.cookie },
          signal: abort.signal,
        },
      );
      expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      // fetch accepts gzip and br: a compressed stream would be held back in the compressor's buffer.
      expect(response.headers.get("content-encoding")).toBeNull();
      // The stream writes its own answer; the API's security headers still go with it.
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      const events = readEvents(response.body!, "status");
      expect(await events.next()).toEqual({ status: "PENDING", stage: "INFORMING_OPERATORS" });
      await runDueSteps(rt());
      const progressed = await events.next();
      expect(progressed.status).toBe("PENDING");
      expect(["LOCATING", "SEARCHING", "DRIVERS_FOUND", "SENDING_INFORMATION"]).toContain(progressed.stage);
      const offer = (await offersFor(driver)).find((o) => o.assistanceRequestId === link.id)!;
      await t.app.inject({ method: "POST", url: `/api/v1/driver/offers/${offer.id}/accept`, headers: driver.auth });
      let last = await events.next();
      while (last.status !== "ACCEPTED") last = await events.next();
      expect(last.assignment.driver.id).toBe(driver.id);
      abort.abort();
    });

    it("ends an open stream at once when an operator revokes the request's links", async () => {
      const link = await submittedRequest(northOf(TALLINN, 125_000));
      const other = await submittedRequest(northOf(TALLINN, 126_000));
      if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
      const port = (t.app.server.address() as AddressInfo).port;
      const abort = new AbortController();
      const open = async (request: typeof link) =>
        readEvents(
          (
            await fetch(`http://127.0.0.1:${port}/api/v1/public/assistance-request/${request.id}/status/stream`, {
              headers: { cookie: request.cookie },
              signal: abort.signal,
            })
          ).body!,
          "status",
        );
      const [revokedOne, otherOne] = [await open(link), await open(other)];
      expect((await revokedOne.next()).status).toBe("PENDING");
      expect((await otherOne.next()).status).toBe("PENDING");
      const revoked = await t.app.inject({
        method: "POST",
        url: `/api/v1/admin/assistance-requests/${link.id}/revoke-links`,
        headers: t.operator,
      });
      expect(revoked.json()).toEqual({ revokedLinks: 1 });
      // Ended by the server well before the next heartbeat, rather than silent until the customer reloads.
      await expect(revokedOne.next()).rejects.toThrow("stream ended");
      // Another request's stream stays open and follows its changes.
      await runDueSteps(rt());
      expect((await otherOne.next()).status).toBe("PENDING");
      abort.abort();
    });
  });
});
