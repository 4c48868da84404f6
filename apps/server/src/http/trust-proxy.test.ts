import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { TEST_DB_KINDS } from "../db/test-db.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const LIMIT = 3;
const limits = { linkValidationPerMinute: LIMIT, serviceLinkPerMinute: LIMIT, authFailuresPerMinute: 100_000 };

/** Link validations from one socket address, each claiming another client in X-Forwarded-For. */
async function validationsWithRotatingForwardedFor(t: TestApp, count: number, remoteAddress = "127.0.0.1") {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/public/claim-link/AAAAAAAAAAAAAAAAAAAAAA",
      remoteAddress,
      headers: { "x-forwarded-for": `198.18.0.${i + 1}` },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe.each(TEST_DB_KINDS)("client address behind proxies on %s", (kind) => {
  describe("with no proxy trusted (the default)", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { config: { rateLimits: limits } });
    });
    afterAll(() => t?.close());

    it("ignores X-Forwarded-For, so a rotating header does not lift the per-address limit", async () => {
      expect(await validationsWithRotatingForwardedFor(t, LIMIT + 2)).toEqual([200, 200, 200, 429, 429]);
    });
  });

  describe("with the proxy's address trusted", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { config: { rateLimits: limits, trustProxy: ["127.0.0.1"] } });
    });
    afterAll(() => t?.close());

    it("counts each client the proxy names on its own", async () => {
      expect(await validationsWithRotatingForwardedFor(t, LIMIT + 2)).toEqual([200, 200, 200, 200, 200]);
      const sameClient: number[] = [];
      for (let i = 0; i < LIMIT + 1; i++) {
        const res = await t.app.inject({
          method: "GET",
          url: "/api/v1/public/claim-link/AAAAAAAAAAAAAAAAAAAAAA",
          headers: { "x-forwarded-for": "203.0.113.7" },
        });
        sameClient.push(res.statusCode);
      }
      expect(sameClient).toEqual([200, 200, 200, 429]);
    });

    it("still ignores the header from a sender that is not the trusted proxy", async () => {
      expect(await validationsWithRotatingForwardedFor(t, LIMIT + 1, "192.0.2.44")).toEqual([200, 200, 200, 429]);
    });
  });

  describe("with one proxy hop trusted", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { config: { rateLimits: limits, trustProxy: 1 } });
    });
    afterAll(() => t?.close());

    it("takes the client from the nearest X-Forwarded-For entry", async () => {
      expect(await validationsWithRotatingForwardedFor(t, LIMIT + 2, "192.0.2.50")).toEqual([200, 200, 200, 200, 200]);
    });
  });
});

describe("TRUST_PROXY setting", () => {
  const load = (value?: string) =>
    loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), "hitch-config-")),
      ...(value === undefined ? {} : { TRUST_PROXY: value }),
    });

  it("trusts no proxy by default", () => {
    expect(load().trustProxy).toBe(false);
    expect(load("off").trustProxy).toBe(false);
  });

  it("takes a hop count or a list of addresses and CIDRs", () => {
    expect(load("2").trustProxy).toBe(2);
    expect(load("10.0.0.0/8, 192.168.1.10,::1,fd00::/8,loopback").trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.10",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses to start with a value it cannot read, naming the setting", () => {
    for (const bad of ["true", "10.0.0.0/33", "proxy.example", "10.0.0.1,nonsense"]) {
      expect(() => load(bad)).toThrow(ConfigError);
      try {
        load(bad);
      } catch (error) {
        expect((error as ConfigError).problems.join("\n")).toMatch(/^TRUST_PROXY: /);
      }
    }
  });
});
