import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { newOperator, signIn } from "../operators/test-support.ts";

/** A service's settings in the console: its operator changes them (audited), a viewer reads, others see nothing. */
describe.each(TEST_DB_KINDS)("console service settings on %s", (kind) => {
  let t: TestApp;
  let a: { id: number; name: string };
  let b: { id: number; name: string };
  const cookie = { opA: "", viewerA: "", opB: "" };

  const call = (method: "GET" | "PATCH", url: string, who: keyof typeof cookie, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: `/api/v1/console${url}`,
      headers: { cookie: cookie[who], origin: t.config.publicUrl },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createTestService(t);
    b = await createTestService(t);
    cookie.opA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "OPERATOR" }])).email);
    cookie.viewerA = await signIn(t, (await newOperator(t, [{ service: a.name, role: "VIEWER" }])).email);
    cookie.opB = await signIn(t, (await newOperator(t, [{ service: b.name, role: "OPERATOR" }])).email);
  });
  afterAll(() => t?.close());

  const legalEntity = {
    name: "Abi OÜ",
    registryCode: "12345678",
    address: "Pärnu mnt 1, Tallinn",
    contact: "info@abi.ee",
  };

  it("lets the service's operator change its colour, legal entity and flags, and records the change", async () => {
    const res = await call("PATCH", `/services/${a.id}`, "opA", {
      themeColor: "#0a7d3b",
      legalEntity,
      claimFeedbackEnabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ themeColor: "#0a7d3b", legalEntity, claimFeedbackEnabled: false });
    expect((await call("GET", `/services/${a.id}`, "viewerA")).json()).toMatchObject({ themeColor: "#0a7d3b" });
    const theme = await t.app.inject({ method: "GET", url: `/api/v1/public/theme/${a.name}` });
    expect(theme.body).toContain("#0a7d3b");
    const audit = (await call("GET", "/audit?action=service.update", "opA")).json<
      { before: { themeColor: string }; after: { themeColor: string } }[]
    >();
    expect(audit[0]).toMatchObject({ before: { themeColor: "#d32f2f" }, after: { themeColor: "#0a7d3b" } });
  });

  it("refuses a viewer's change (403), another service's operator (404) and a colour it cannot use (400)", async () => {
    const viewer = await call("PATCH", `/services/${a.id}`, "viewerA", { themeColor: "#000000" });
    expect({ status: viewer.statusCode, code: viewer.json().code }).toEqual({ status: 403, code: "READ_ONLY_ROLE" });
    expect((await call("PATCH", `/services/${a.id}`, "opB", { themeColor: "#000000" })).statusCode).toBe(404);
    expect((await call("GET", `/services/${a.id}`, "opB")).statusCode).toBe(404);
    const list = (await call("GET", "/services", "opB")).json<{ id: number }[]>();
    expect(list.map((s) => s.id)).toEqual([b.id]);
    const bad = await call("PATCH", `/services/${a.id}`, "opA", { themeColor: "red" });
    expect(bad.statusCode).toBe(400);
    const linkName = await call("PATCH", `/services/${a.id}`, "opA", { serviceLinkName: "taken-over" });
    expect(linkName.statusCode).toBe(400);
  });

  it("lets nobody in without a session", async () => {
    for (const url of ["/services", `/services/${a.id}`, `/services/${a.id}/api-keys`]) {
      const res = await t.app.inject({ method: "GET", url: `/api/v1/console${url}` });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
  });
});
