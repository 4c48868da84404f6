import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { newOperator, signIn } from "../operators/test-support.ts";
import { insertFeedbackAnswer } from "./report-test-data.ts";

const DAY = 86_400_000;

/** The console's feedback figures on known answers: average, distribution, weekly trend, paging, CSV. */
describe.each(TEST_DB_KINDS)("console feedback on %s", (kind) => {
  let t: TestApp;
  let a: { id: number; name: string };
  let cookie: string;
  const now = new Date();
  const get = (url: string) => t.app.inject({ method: "GET", url: `/api/v1/console${url}`, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createTestService(t);
    const b = await createTestService(t);
    cookie = await signIn(t, (await newOperator(t, [{ service: a.name, role: "VIEWER" }])).email);
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    await insertFeedbackAnswer(t, a.id, 1, null, ago(15));
    await insertFeedbackAnswer(t, a.id, 4, '=HYPERLINK("x")', ago(14.5));
    await insertFeedbackAnswer(t, a.id, 2, 'He said "soon", came late', ago(3));
    await insertFeedbackAnswer(t, a.id, 4, null, ago(2));
    await insertFeedbackAnswer(t, a.id, 5, "Great, fast", ago(1));
    await insertFeedbackAnswer(t, a.id, null, null, ago(1));
    await insertFeedbackAnswer(t, b.id, 1, "Other service", ago(1));
  });
  afterAll(() => t?.close());

  it("gives the average and the distribution of the stars per service, unused invitations left out", async () => {
    const summary = (await get(`/feedback/summary?serviceId=${a.id}`)).json();
    expect(summary.services).toEqual([
      { serviceId: a.id, serviceName: a.name, count: 5, average: 3.2, distribution: [1, 1, 0, 2, 1] },
    ]);
  });

  it("draws the trend week by week, weeks without answers included", async () => {
    const summary = (await get(`/feedback/summary?serviceId=${a.id}&weeks=4&timeZone=UTC`)).json();
    const monday = (d: Date) => {
      const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      return day.toISOString().slice(0, 10);
    };
    expect(summary.weekly).toHaveLength(4);
    expect(summary.weekly[3].weekStart).toBe(monday(now));
    expect(summary.weekly[0].weekStart).toBe(monday(new Date(now.getTime() - 21 * DAY)));
    const byWeek = new Map<string, { count: number; average: number | null }>(
      summary.weekly.map((w: { weekStart: string; count: number; average: number | null }) => [w.weekStart, w]),
    );
    const totals = [...byWeek.values()].reduce((sum, w) => sum + w.count, 0);
    expect(totals).toBe(5);
    // The two oldest answers (1 and 4 stars, half a day apart) share a week unless a Monday falls between them.
    const oldest = byWeek.get(monday(new Date(now.getTime() - 15 * DAY)))!;
    if (monday(new Date(now.getTime() - 15 * DAY)) === monday(new Date(now.getTime() - 14.5 * DAY)))
      expect(oldest).toEqual({ weekStart: monday(new Date(now.getTime() - 15 * DAY)), count: 2, average: 2.5 });
    expect(
      summary.weekly.some((w: { count: number; average: number | null }) => w.count === 0 && w.average === null),
    ).toBe(true);
  });

  it("lists the answers newest first a page at a time, and filters by stars", async () => {
    const page2 = (await get(`/feedback?serviceId=${a.id}&pageSize=2&page=2`)).json();
    expect(page2.total).toBe(5);
    expect(page2.items.map((i: { stars: number }) => i.stars)).toEqual([2, 4]);
    const fours = (await get(`/feedback?serviceId=${a.id}&stars=4`)).json();
    expect(fours.total).toBe(2);
    expect(
      fours.items.every((i: { stars: number; serviceName: string }) => i.stars === 4 && i.serviceName === a.name),
    ).toBe(true);
  });

  it("exports the answers as CSV: commas and quotes quoted, formulas made plain text", async () => {
    const res = await get(`/feedback/csv?serviceId=${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe("given_at,service,case_type,stars,comment");
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(new RegExp(`^[^,]+,${a.name},ASSISTANCE_REQUEST,5,"Great, fast"$`));
    expect(lines[3]).toMatch(/,2,"He said ""soon"", came late"$/);
    expect(lines[4]).toMatch(/,4,"'=HYPERLINK\(""x""\)"$/);
    expect(lines[5]).toMatch(/,1,$/);
    expect(lines[6]).toBe("");
  });

  it("refuses stars outside one to five, a page size over a hundred and a time zone the database does not know", async () => {
    for (const query of ["stars=0", "stars=6", "pageSize=101", "page=0", "weeks=0", "timeZone=US%2FPacific-New"]) {
      const path = query.startsWith("weeks") || query.startsWith("timeZone") ? "/feedback/summary" : "/feedback";
      const res = await get(`${path}?${query}`);
      expect({ query, status: res.statusCode, code: res.json().code }).toEqual({
        query,
        status: 400,
        code: "VALIDATION_FAILED",
      });
    }
  });
});
