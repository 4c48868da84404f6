import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { consolePost, cookiesOf, newOperator, signIn, TEST_PASSWORD, totpNow } from "../operators/test-support.ts";
import { insertFeedbackAnswer, insertReportRequest } from "./report-test-data.ts";

/**
 * The operator scope of the feedback and report routes: nobody unsigned gets in, an operator of service B
 * gets 404 for service A (as if it did not exist) and never sees A's answers in a list; A's viewer reads.
 */
describe.each(TEST_DB_KINDS)("feedback and report scope on %s", (kind) => {
  let t: TestApp;
  let a: { id: number; name: string };
  let b: { id: number; name: string };
  const cookie: Record<"viewerA" | "opB" | "admin", string> = { viewerA: "", opB: "", admin: "" };
  const period = "from=2026-03-01&to=2026-03-31";
  const get = (url: string, who?: keyof typeof cookie) =>
    t.app.inject({ method: "GET", url: `/api/v1/console${url}`, headers: who ? { cookie: cookie[who] } : {} });
  const urlsFor = (serviceId: number) => [
    `/feedback?serviceId=${serviceId}`,
    `/feedback/summary?serviceId=${serviceId}`,
    `/feedback/csv?serviceId=${serviceId}`,
    `/reports?serviceId=${serviceId}&${period}`,
    `/reports/csv?serviceId=${serviceId}&${period}`,
  ];

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createTestService(t);
    b = await createTestService(t);
    cookie.viewerA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "VIEWER" }])).email);
    cookie.opB = await signIn(t, (await newOperator(t, [{ service: b.name, role: "OPERATOR" }])).email);
    cookie.admin = await signIn(t, (await newOperator(t, [], true)).email);
    // An administrator reaches the console's data only with a second factor.
    const enable = await consolePost(t, "/auth/two-factor/enable", { password: TEST_PASSWORD }, cookie.admin);
    const code = await totpNow(enable.json<{ totpURI: string }>().totpURI);
    const verify = await consolePost(t, "/auth/two-factor/verify-totp", { code }, cookie.admin);
    if (verify.cookies.length) cookie.admin = cookiesOf(verify);
    await insertFeedbackAnswer(t, a.id, 2, "Secret of A", new Date());
    await insertReportRequest(t, a.id, new Date("2026-03-10T10:00:00Z"), "FINISHED", { acceptedAfter: 60 });
  });
  afterAll(() => t?.close());

  it("lets nobody in without a session", async () => {
    for (const url of urlsFor(a.id)) expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 401 });
  });

  it("answers 404 to another service's operator on every route", async () => {
    for (const url of urlsFor(a.id))
      expect({ url, status: (await get(url, "opB")).statusCode }).toEqual({ url, status: 404 });
  });

  it("lets the service's viewer read every route", async () => {
    for (const url of urlsFor(a.id))
      expect({ url, status: (await get(url, "viewerA")).statusCode }).toEqual({ url, status: 200 });
    expect((await get(`/reports?serviceId=${a.id}&${period}`, "viewerA")).json().requests.submitted).toBe(1);
  });

  it("keeps another service's answers out of an unfiltered list, summary and CSV", async () => {
    expect((await get("/feedback", "opB")).json()).toMatchObject({ total: 0, items: [] });
    expect((await get("/feedback/summary", "opB")).json().services).toEqual([]);
    expect((await get("/feedback/csv", "opB")).body).not.toContain("Secret of A");
    expect((await get("/feedback", "viewerA")).json().items).toEqual([
      expect.objectContaining({ serviceName: a.name, comment: "Secret of A" }),
    ]);
  });

  it("shows a platform administrator every service", async () => {
    expect((await get(`/reports?serviceId=${a.id}&${period}`, "admin")).statusCode).toBe(200);
    const names = (await get("/feedback/summary", "admin"))
      .json()
      .services.map((s: { serviceName: string }) => s.serviceName);
    expect(names).toContain(a.name);
  });

  it("answers 404 for a service that does not exist, even to an administrator", async () => {
    expect((await get(`/reports?serviceId=999999&${period}`, "admin")).statusCode).toBe(404);
    expect((await get(`/reports/csv?serviceId=999999&${period}`, "admin")).statusCode).toBe(404);
  });
});
