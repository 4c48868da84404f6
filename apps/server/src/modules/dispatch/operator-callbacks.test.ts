import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";
import { runDueSteps } from "./dispatch-worker.ts";
import { startDispatch } from "./start-dispatch.ts";
import { northOf, TALLINN } from "./test-support.ts";

type Callback = {
  id: number;
  assistanceRequestId: number;
  handledAt: string | null;
  handledBy: string | null;
  note: string | null;
};

describe.each(TEST_DB_KINDS)("operator call-backs on %s", (kind) => {
  let t: TestApp;
  let serviceName: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    serviceName = (await createTestService(t)).name;
  });
  afterAll(() => t?.close());

  /** A request nobody accepted in time: dispatch times out and queues its call-back. */
  const timedOutCallback = async (): Promise<Callback> => {
    const link = await openLink(t, "assistance", serviceName);
    await t.db.update(assistanceRequests).set(northOf(TALLINN, -300_000)).where(eq(assistanceRequests.id, link.id));
    await startDispatch(t.db, t.dispatch, link.id, { timeoutSeconds: 1, now: new Date(Date.now() - 2000) });
    await runDueSteps(t.dispatch);
    const found = (await list()).find((c) => c.assistanceRequestId === link.id);
    if (!found) throw new Error("no call-back was queued");
    return found;
  };
  const list = async (query = "") => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/admin/operator-callbacks${query}`,
      headers: t.operator,
    });
    expect(res.statusCode).toBe(200);
    return res.json<Callback[]>();
  };
  const handle = (id: number | string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/admin/operator-callbacks/${id}/handled`,
      headers: t.operator,
      ...(payload ? { payload } : {}),
    });

  it("records who handled a call-back, when and with what note, and moves it from open to handled", async () => {
    const callback = await timedOutCallback();
    expect(callback).toMatchObject({ handledAt: null, handledBy: null, note: null });
    expect((await list("?state=open")).map((c) => c.id)).toContain(callback.id);

    const before = Date.now();
    const res = await handle(callback.id, { handledBy: "Kadri", note: "  Customer found a tow truck themselves  " });
    expect(res.statusCode).toBe(200);
    const handled = res.json<Callback>();
    expect(handled).toMatchObject({
      id: callback.id,
      handledBy: "Kadri",
      note: "Customer found a tow truck themselves",
    });
    expect(Date.parse(handled.handledAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(handled.handledAt!)).toBeLessThanOrEqual(Date.now() + 1000);

    expect((await list("?state=open")).map((c) => c.id)).not.toContain(callback.id);
    expect((await list("?state=handled")).find((c) => c.id === callback.id)).toEqual(handled);
    expect((await list()).find((c) => c.id === callback.id)).toEqual(handled);
  });

  it("answers a second mark with 409 CALL_BACK_ALREADY_HANDLED and keeps the first record", async () => {
    const callback = await timedOutCallback();
    const first = (await handle(callback.id, { handledBy: "Kadri", note: "Called, no answer" })).json();
    const again = await handle(callback.id, { handledBy: "Peeter", note: "Called again" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, code: "CALL_BACK_ALREADY_HANDLED" });
    expect((await list("?state=handled")).find((c) => c.id === callback.id)).toEqual(first);
  });

  it("lets exactly one of two operators pressing at once mark it", async () => {
    const callback = await timedOutCallback();
    const answers = await Promise.all([
      handle(callback.id, { handledBy: "A" }),
      handle(callback.id, { handledBy: "B" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it("takes a mark without a body", async () => {
    const callback = await timedOutCallback();
    const res = await handle(callback.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: callback.id, handledBy: null, note: null });
    expect(res.json().handledAt).toEqual(expect.any(String));
  });

  it("answers 404 for an unknown call-back and 400 for a bad id, note, operator or filter", async () => {
    const missing = await handle(2147483647, {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, code: "CALL_BACK_NOT_FOUND" });

    const callback = await timedOutCallback();
    for (const payload of [
      { note: "x".repeat(501) },
      { note: 5 },
      { handledBy: "" },
      { handledAt: "2026-01-01T00:00:00Z" },
    ]) {
      const res = await handle(callback.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    }
    expect((await handle("abc", {})).statusCode).toBe(400);
    // Nothing above marked it.
    expect((await list("?state=open")).map((c) => c.id)).toContain(callback.id);
    expect((await handle(callback.id, { note: "x".repeat(500) })).statusCode).toBe(200);

    const badFilter = await t.app.inject({
      method: "GET",
      url: "/api/v1/admin/operator-callbacks?state=closed",
      headers: t.operator,
    });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().code).toBe("VALIDATION_FAILED");
  });

  it("answers 401 without the API key", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/admin/operator-callbacks"],
      ["POST", "/api/v1/admin/operator-callbacks/1/handled"],
    ] as const) {
      for (const authorization of [undefined, "Bearer nope"]) {
        const res = await t.app.inject({ method, url, headers: authorization ? { authorization } : {} });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ statusCode: 401, code: "UNAUTHORIZED" });
      }
    }
  });
});
