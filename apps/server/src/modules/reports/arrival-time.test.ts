import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { reportProgress } from "../dispatch/public.ts";
import { newOperator, signIn } from "../operators/test-support.ts";
import { insertReportRequest } from "./report-test-data.ts";

/** The arrival the reports measure is kept when the driver moves on to towing, or reports towing straight away. */
describe.each(TEST_DB_KINDS)("arrival time from the driver's progress on %s", (kind) => {
  let t: TestApp;
  let service: { id: number; name: string };
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    service = await createTestService(t);
    cookie = await signIn(t, (await newOperator(t, [{ service: service.name, role: "VIEWER" }])).email);
  });
  afterAll(() => t?.close());

  it("measures both jobs from submission to the first report of being there", async () => {
    const submitted = new Date(Date.now() - 1200_000);
    const stepByStep = await insertReportRequest(t, service.id, submitted, "ACCEPTED", { acceptedAfter: 60 });
    const skipped = await insertReportRequest(t, service.id, submitted, "ACCEPTED", { acceptedAfter: 60 });
    for (const step of ["ON_THE_WAY", "ARRIVED", "TOWING"] as const)
      await reportProgress(t.dispatch, stepByStep.driverId!, stepByStep.id, step);
    for (const step of ["ON_THE_WAY", "FIXED_ON_SITE"] as const)
      await reportProgress(t.dispatch, skipped.driverId!, skipped.id, step);

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/console/reports?serviceId=${service.id}&from=${day(-1)}&to=${day(1)}`,
      headers: { cookie },
    });
    const { arrival } = res.json<{ arrival: { count: number; medianSeconds: number } }>();
    expect(arrival.count).toBe(2);
    expect(arrival.medianSeconds).toBeGreaterThanOrEqual(1200);
    expect(arrival.medianSeconds).toBeLessThan(1260);
  });
});
