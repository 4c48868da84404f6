import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../db/test-db.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const LIMIT = 3;

describe.each(TEST_DB_KINDS)("failed authentication attempts on %s", (kind) => {
  let t: TestApp;
  let driverToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: {
        rateLimits: { linkValidationPerMinute: 100_000, serviceLinkPerMinute: 100_000, authFailuresPerMinute: LIMIT },
      },
    });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/drivers",
      headers: t.operator,
      payload: {
        fullName: "Mart Tamm",
        phoneNumber: "+3725551234",
        company: "Tallinn Tow",
        latitude: 59.44,
        longitude: 24.75,
      },
    });
    driverToken = created.json().token;
  });
  afterAll(() => t?.close());

  const listServices = (authorization: string, remoteAddress: string) =>
    t.app.inject({ method: "GET", url: "/api/v1/admin/services", headers: { authorization }, remoteAddress });
  const listOffers = (authorization: string, remoteAddress: string) =>
    t.app.inject({ method: "GET", url: "/api/v1/driver/offers", headers: { authorization }, remoteAddress });

  it("answers 429 RATE_LIMITED with Retry-After once an address used up its wrong operator keys", async () => {
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++)
      codes.push((await listServices(`Bearer wrong-key-${i}-0123456789`, "192.0.2.10")).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    const limited = await listServices("Bearer wrong-key-again-0123456789", "192.0.2.10");
    expect(limited.json()).toEqual({ statusCode: 429, code: "RATE_LIMITED" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    // The limited address gets no answer that tells a right guess from a wrong one.
    expect((await listServices(t.operator.authorization, "192.0.2.10")).statusCode).toBe(429);
    // Other addresses are not affected.
    expect((await listServices(t.operator.authorization, "192.0.2.11")).statusCode).toBe(200);
  });

  it("never limits requests with the right operator key", async () => {
    const codes: number[] = [];
    for (let i = 0; i < LIMIT * 3; i++)
      codes.push((await listServices(t.operator.authorization, "192.0.2.20")).statusCode);
    expect(codes).toEqual(Array(LIMIT * 3).fill(200));
  });

  it("limits wrong driver tokens the same way and leaves right ones alone", async () => {
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) codes.push((await listOffers(`Bearer drv_wrong${i}`, "192.0.2.30")).statusCode);
    codes.push((await listOffers("", "192.0.2.30")).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    const limited = await listOffers("Bearer drv_wrong", "192.0.2.30");
    expect(limited.json()).toEqual({ statusCode: 429, code: "RATE_LIMITED" });
    expect(limited.headers["retry-after"]).toBeDefined();

    const ok: number[] = [];
    for (let i = 0; i < LIMIT * 3; i++) ok.push((await listOffers(`Bearer ${driverToken}`, "192.0.2.31")).statusCode);
    expect(ok).toEqual(Array(LIMIT * 3).fill(200));
  });
});
