import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "../../config.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { createAdjustableClock } from "./adjustable-clock.ts";

const ADVANCE_URL = "/api/v1/admin/test-clock/advance";

describe("TEST_CLOCK setting", () => {
  it("is off unless set, and refused together with NODE_ENV=production", () => {
    expect(parseEnv({}).TEST_CLOCK).toBe(false);
    expect(parseEnv({ TEST_CLOCK: "on" }).TEST_CLOCK).toBe(true);
    expect(() => parseEnv({ TEST_CLOCK: "on", NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => parseEnv({ TEST_CLOCK: "on", NODE_ENV: "production" })).toThrow(/TEST_CLOCK/);
    expect(() => parseEnv({ TEST_CLOCK: "yes" })).toThrow(/TEST_CLOCK/);
  });
});

describe.each(TEST_DB_KINDS)("test clock on %s", (kind) => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [t, plain] = await Promise.all([
      createTestApp(kind, { config: { testClock: true }, deps: { testClock: createAdjustableClock() } }),
      createTestApp(kind),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), plain?.close()]);
  });

  const advance = (app: TestApp, payload: unknown, headers: Record<string, string> = app.operator) =>
    app.app.inject({ method: "POST", url: ADVANCE_URL, headers, payload: payload as object });

  it("moves the server's clock so a short-lived link expires at once", async () => {
    const service = await createTestService(t);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/public/claim-link",
      headers: t.operator,
      payload: { serviceName: service.name, ttlSeconds: 60 },
    });
    expect(created.statusCode).toBe(201);
    const { code } = created.json<{ code: string }>();
    const validate = () => t.app.inject({ method: "GET", url: `/api/v1/public/claim-link/${code}` });
    expect((await validate()).json()).toMatchObject({ isValid: true });

    const before = Date.now();
    const moved = await advance(t, { seconds: 61 });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().now)).toBeGreaterThanOrEqual(before + 61_000);
    expect((await validate()).json()).toMatchObject({ isValid: false, msg: "LINK_EXPIRED" });
  });

  it("takes only the operator key and a positive whole number of seconds up to a day", async () => {
    expect((await advance(t, { seconds: 1 }, {})).statusCode).toBe(401);
    expect((await advance(t, { seconds: 1 }, { authorization: "Bearer wrong-key-0123456789" })).statusCode).toBe(401);
    for (const payload of [
      { seconds: 0 },
      { seconds: -5 },
      { seconds: 1.5 },
      { seconds: 86_401 },
      { seconds: "10" },
      {},
    ]) {
      const res = await advance(t, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    }
  });

  it("does not exist unless TEST_CLOCK is on", async () => {
    const res = await advance(plain, { seconds: 1 });
    expect(res.statusCode).toBe(404);
  });
});
