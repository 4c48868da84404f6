import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRoutingProvider } from "./create-routing-provider.ts";
import { haversineMeters } from "@hitch/contract/common/distance";
import { createOsrmRouting } from "./osrm-routing.ts";
import { createStraightLineRouting } from "./straight-line-routing.ts";

const tallinn = { latitude: 59.437, longitude: 24.7536 };
const tartu = { latitude: 58.378, longitude: 26.729 };

describe("haversine distance", () => {
  it("measures one degree along the equator as 1/360 of the Earth's circumference", () => {
    const meters = haversineMeters({ latitude: 0, longitude: 10 }, { latitude: 0, longitude: 11 });
    expect(meters).toBeCloseTo((2 * Math.PI * 6_371_008.8) / 360, 3);
  });
  it("measures Tallinn to Tartu (about 163.5 km) the same in both directions", () => {
    expect(haversineMeters(tallinn, tartu) / 1000).toBeCloseTo(163.5, 0);
    expect(haversineMeters(tartu, tallinn)).toBeCloseTo(haversineMeters(tallinn, tartu), 6);
  });
  it("is zero for the same point", () => {
    expect(haversineMeters(tallinn, tallinn)).toBe(0);
  });
});

describe("straight-line routing", () => {
  it("drives the great-circle distance times 1.3 at 50 km/h by default", async () => {
    const eta = await createStraightLineRouting().estimateEta(tallinn, tartu);
    const expectedMeters = haversineMeters(tallinn, tartu) * 1.3;
    expect(eta.meters).toBeCloseTo(expectedMeters, -1);
    expect(eta.seconds).toBeCloseTo(expectedMeters / (50 / 3.6), -1);
  });
  it("uses the configured detour factor and speed", async () => {
    const slow = await createStraightLineRouting({ detourFactor: 1, speedKmh: 25 }).estimateEta(tallinn, tartu);
    const fast = await createStraightLineRouting({ detourFactor: 1, speedKmh: 100 }).estimateEta(tallinn, tartu);
    expect(slow.seconds).toBeCloseTo(fast.seconds * 4, -1);
    expect(slow.meters).toBe(Math.round(haversineMeters(tallinn, tartu)));
  });
  it("refuses a detour factor below 1 or a non-positive speed", () => {
    expect(() => createStraightLineRouting({ detourFactor: 0.5, speedKmh: 50 })).toThrow(RangeError);
    expect(() => createStraightLineRouting({ detourFactor: 1.3, speedKmh: 0 })).toThrow(RangeError);
  });
});

describe("OSRM-compatible routing", () => {
  let server: Server;
  let baseUrl: string;
  const requests: string[] = [];
  let mode: "ok" | "error" | "slow" | "no-route" = "ok";

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? "");
      if (mode === "slow") return void setTimeout(() => res.end("{}"), 2000);
      if (mode === "error") return void res.writeHead(502).end("bad gateway");
      res.setHeader("content-type", "application/json");
      if (mode === "no-route") return void res.end(JSON.stringify({ code: "NoRoute", routes: [] }));
      res.end(JSON.stringify({ code: "Ok", routes: [{ duration: 1234.4, distance: 20456.6 }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fallback = createStraightLineRouting();
  // Generous unless the timeout is what is tested: a busy test machine can be slow to answer.
  const osrm = (onFallback?: (reason: string) => void, timeoutMs = 5000) =>
    createOsrmRouting({ baseUrl, timeoutMs, fallback, onFallback });

  it("asks the server for a driving route in lng,lat order and returns its duration and distance", async () => {
    mode = "ok";
    requests.length = 0;
    const eta = await osrm().estimateEta(tallinn, tartu);
    expect(eta).toEqual({ seconds: 1234, meters: 20457 });
    expect(requests).toEqual(["/route/v1/driving/24.753600,59.437000;26.729000,58.378000?overview=false"]);
  });

  for (const failure of ["error", "slow", "no-route"] as const) {
    it(`falls back to the straight-line estimate when the server answers ${failure}`, async () => {
      mode = failure;
      const reasons: string[] = [];
      const started = Date.now();
      const eta = await osrm((reason) => reasons.push(reason), failure === "slow" ? 300 : 5000).estimateEta(
        tallinn,
        tartu,
      );
      expect(eta).toEqual(await fallback.estimateEta(tallinn, tartu));
      expect(reasons).toHaveLength(1);
      // The slow server answers after 2 s; the timeout must not wait for it.
      if (failure === "slow") expect(Date.now() - started).toBeLessThan(1900);
    });
  }

  it("falls back when nothing listens on the configured address", async () => {
    const provider = createRoutingProvider({
      osrmUrl: "http://127.0.0.1:1",
      osrmTimeoutMs: 300,
      detourFactor: 1.3,
      speedKmh: 50,
    });
    expect(await provider.estimateEta(tallinn, tartu)).toEqual(await fallback.estimateEta(tallinn, tartu));
  });

  it("uses the straight-line estimate when no OSRM address is configured", async () => {
    const provider = createRoutingProvider({ osrmTimeoutMs: 300, detourFactor: 2, speedKmh: 50 });
    const eta = await provider.estimateEta(tallinn, tartu);
    expect(eta.meters).toBe(Math.round(haversineMeters(tallinn, tartu) * 2));
  });
});
