import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { newOperator, signIn } from "../operators/test-support.ts";
import { insertReportClaim, insertReportRequest } from "./report-test-data.ts";

/**
 * The reports' figures on a known week of one service (Europe/Tallinn, UTC+2 in early March): medians and 90th
 * percentiles by linear interpolation (percentile_cont), rates of the submitted requests, the days, the claims.
 */
describe.each(TEST_DB_KINDS)("console reports on %s", (kind) => {
  let t: TestApp;
  let a: { id: number; name: string };
  let cookie: string;
  const period = "from=2026-03-02&to=2026-03-08&timeZone=Europe%2FTallinn";
  const get = (url: string) => t.app.inject({ method: "GET", url: `/api/v1/console${url}`, headers: { cookie } });
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createTestService(t, { name: `Tow, "North" ${Date.now()}` });
    const b = await createTestService(t);
    cookie = await signIn(t, (await newOperator(t, [{ service: a.name, role: "VIEWER" }])).email);
    const monday = "2026-03-02T08:00:00Z";
    // First accept after 60, 120, 180, 240 and 1800 s (the last assigned by hand after its time-out).
    await insertReportRequest(t, a.id, at(monday), "FINISHED", { acceptedAfter: 60, arrivedAfter: 600 });
    await insertReportRequest(t, a.id, at("2026-03-03T08:00:00Z"), "FINISHED", {
      acceptedAfter: 120,
      arrivedAfter: 900,
    });
    await insertReportRequest(t, a.id, at("2026-03-04T08:00:00Z"), "ACCEPTED", {
      acceptedAfter: 180,
      arrivedAfter: 1200,
    });
    await insertReportRequest(t, a.id, at("2026-03-04T09:00:00Z"), "CLIENT_CANCELLED", { acceptedAfter: 240 });
    await insertReportRequest(t, a.id, at("2026-03-06T08:00:00Z"), "ACCEPTED", { acceptedAfter: 1800, timedOut: true });
    await insertReportRequest(t, a.id, at("2026-03-08T08:00:00Z"), "CLIENT_CANCELLED");
    // 00:30 on Monday in Tallinn (Sunday in UTC): inside the period; 00:30 on the Monday after: outside.
    await insertReportRequest(t, a.id, at("2026-03-01T22:30:00Z"), "PENDING");
    await insertReportRequest(t, a.id, at("2026-03-08T22:30:00Z"), "TIMED_OUT", { timedOut: true });
    await insertReportRequest(t, a.id, null, "DRAFT");
    await insertReportRequest(t, b.id, at(monday), "TIMED_OUT", { timedOut: true });
    await insertReportClaim(t, a.id, at(monday), "TRAFFIC_ACCIDENT");
    await insertReportClaim(t, a.id, at("2026-03-05T12:00:00Z"), "TRAFFIC_ACCIDENT");
    await insertReportClaim(t, a.id, at("2026-03-05T13:00:00Z"), "THEFT");
    await insertReportClaim(t, a.id, null, "THEFT");
    await insertReportClaim(t, b.id, at(monday), "THEFT");
  });
  afterAll(() => t?.close());

  it("counts the period's requests with their time-out and cancel rates", async () => {
    const res = await get(`/reports?serviceId=${a.id}&${period}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().requests).toEqual({
      submitted: 7,
      accepted: 5,
      finished: 2,
      timedOut: 1,
      cancelled: 2,
      timedOutRate: 1 / 7,
      cancelRate: 2 / 7,
    });
  });

  it("gives the median and 90th percentile of the time to first accept and to arrival", async () => {
    const report = (await get(`/reports?serviceId=${a.id}&${period}`)).json();
    // 60, 120, 180, 240, 1800: p90 sits 0.6 of the way from 240 to 1800.
    expect(report.firstAccept).toEqual({ count: 5, medianSeconds: 180, p90Seconds: 1176 });
    // 600, 900, 1200: p90 sits 0.8 of the way from 900 to 1200.
    expect(report.arrival).toEqual({ count: 3, medianSeconds: 900, p90Seconds: 1140 });
  });

  it("lists every day of the period in the operator's time zone, and the claims by incident type", async () => {
    const report = (await get(`/reports?serviceId=${a.id}&${period}`)).json();
    expect(report.daily.map((d: { day: string; submitted: number }) => [d.day, d.submitted])).toEqual([
      ["2026-03-02", 2],
      ["2026-03-03", 1],
      ["2026-03-04", 2],
      ["2026-03-05", 0],
      ["2026-03-06", 1],
      ["2026-03-07", 0],
      ["2026-03-08", 1],
    ]);
    expect(report.daily[4]).toEqual({ day: "2026-03-06", submitted: 1, timedOut: 1, cancelled: 0 });
    expect(report.claimsByIncidentType).toEqual([
      { incidentType: "TRAFFIC_ACCIDENT", count: 2 },
      { incidentType: "THEFT", count: 1 },
    ]);
  });

  it("answers an empty period with zeros and no rates rather than an error", async () => {
    const report = (await get(`/reports?serviceId=${a.id}&from=2025-01-01&to=2025-01-01`)).json();
    expect(report.requests).toMatchObject({ submitted: 0, timedOutRate: null, cancelRate: null });
    expect(report.firstAccept).toEqual({ count: 0, medianSeconds: null, p90Seconds: null });
    expect(report.daily).toEqual([{ day: "2025-01-01", submitted: 0, timedOut: 0, cancelled: 0 }]);
  });

  it("exports the same figures as CSV with a header row and the service's name quoted", async () => {
    const res = await get(`/reports/csv?serviceId=${a.id}&${period}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="report-${a.id}-2026-03-02-2026-03-08.csv"`);
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe("metric,breakdown,value");
    expect(lines[1]).toBe(`service,,"${a.name.replaceAll('"', '""')}"`);
    expect(lines).toEqual(
      expect.arrayContaining([
        "requests_submitted,,7",
        "timed_out_rate,,0.1429",
        "cancel_rate,,0.2857",
        "first_accept_median_seconds,,180",
        "first_accept_p90_seconds,,1176",
        "arrival_p90_seconds,,1140",
        "day_submitted,2026-03-02,2",
        "claims_by_incident_type,TRAFFIC_ACCIDENT,2",
      ]),
    );
  });

  it("refuses a period that ends before it starts, runs past a year or names no time zone the database knows", async () => {
    for (const query of [
      "from=2026-03-08&to=2026-03-02",
      "from=2025-01-01&to=2026-01-02",
      "from=2026-02-30&to=2026-03-02",
      "from=2026-03-02&to=2026-03-08&timeZone=Mars%2FOlympus",
      "from=2026-03-02&to=2026-03-08&timeZone=%2B02%3A00",
      // Known to Node's Intl, not to PostgreSQL's zone list.
      "from=2026-03-02&to=2026-03-08&timeZone=US%2FPacific-New",
    ]) {
      for (const path of ["/reports", "/reports/csv"]) {
        const res = await get(`${path}?serviceId=${a.id}&${query}`);
        expect({ query, path, status: res.statusCode, code: res.json().code }).toEqual({
          query,
          path,
          status: 400,
          code: "VALIDATION_FAILED",
        });
      }
    }
  });
});
