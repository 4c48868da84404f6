import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { newOperator, signIn } from "../operators/test-support.ts";
import { recordAudit } from "./audit.ts";

/** The audit log's filters (operator, action, record type, date range) and its pages, answered by the server. */
describe.each(TEST_DB_KINDS)("audit log filters on %s", (kind) => {
  let t: TestApp;
  let cookie = "";
  let serviceId = 0;
  const mari = { id: "", email: "" };
  const jaan = { id: "", email: "" };

  const read = async (query: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/v1/console/audit?${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<{ operatorEmail: string; action: string; targetType: string; targetId: string; at: string }[]>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const service = await createTestService(t);
    serviceId = service.id;
    Object.assign(mari, await newOperator(t, [{ service: service.name, role: "OPERATOR" }]));
    Object.assign(jaan, await newOperator(t, [{ service: service.name, role: "OPERATOR" }]));
    cookie = await signIn(t, mari.email);
    const entry = (operator: typeof mari, action: string, targetType: string, targetId: number, day: number) =>
      recordAudit(
        t.db,
        { operator, action, serviceId, targetType, targetId, before: null, after: { n: targetId } },
        new Date(Date.UTC(2026, 10, day, 12)),
      );
    // Days 1..6 of November: Mari cancels two requests and handles a call-back, Jaan creates links.
    await entry(mari, "request.cancel", "assistance-request", 1, 1);
    await entry(jaan, "link.create", "assistance-request", 2, 2);
    await entry(jaan, "link.create", "claim", 3, 3);
    await entry(mari, "callback.handle", "callback", 4, 4);
    await entry(mari, "request.cancel", "assistance-request", 5, 5);
    await entry(jaan, "link.create", "claim", 6, 6);
  });
  afterAll(() => t?.close());

  const ids = (rows: { targetId: string }[]) => rows.map((r) => r.targetId);

  it("narrows by operator, action and record type, newest first", async () => {
    expect(ids(await read(`operator=${encodeURIComponent(jaan.email)}`))).toEqual(["6", "3", "2"]);
    expect(ids(await read("action=request.cancel"))).toEqual(["5", "1"]);
    expect(ids(await read("targetType=claim"))).toEqual(["6", "3"]);
    expect(ids(await read("action=link.create&targetType=assistance-request"))).toEqual(["2"]);
  });

  it("narrows by a date range: from inclusive, to exclusive", async () => {
    const range = `since=${encodeURIComponent("2026-11-02T12:00:00Z")}&until=${encodeURIComponent("2026-11-05T12:00:00Z")}`;
    expect(ids(await read(range))).toEqual(["4", "3", "2"]);
  });

  it("pages through the log", async () => {
    expect(ids(await read("limit=4"))).toEqual(["6", "5", "4", "3"]);
    expect(ids(await read("limit=4&offset=4"))).toEqual(["2", "1"]);
    expect(await read("limit=4&offset=8")).toEqual([]);
  });

  it("refuses a page size or date it cannot read", async () => {
    for (const query of ["limit=0", "limit=201", "offset=-1", "until=yesterday"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/v1/console/audit?${query}`, headers: { cookie } });
      expect({ query, status: res.statusCode, code: res.json().code }).toEqual({
        query,
        status: 400,
        code: "VALIDATION_FAILED",
      });
    }
  });
});
