import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeJsonServer, type FakeAnswer } from "../../testing/fake-json-server.ts";
import { createVehicleRegistry } from "./create-vehicle-registry.ts";
import { VehicleRegistryUnavailableError } from "./vehicle-registry.ts";

const service = { id: 7, externalId: "SV-ACME" };
const corolla = {
  vehicle: { licensePlate: "123ABC", vinCode: "JT123", manufacturer: "Toyota", model: "Corolla", year: 2018 },
  insurance: { verified: true },
};

describe("the HTTP vehicle registry", () => {
  let stop: () => Promise<void>;
  let url: string;
  let seen: IncomingMessage[] = [];
  let answer: (req: IncomingMessage) => FakeAnswer;

  beforeAll(async () => {
    const server = await startFakeJsonServer((req) => {
      seen.push(req);
      return answer(req);
    });
    stop = server.stop;
    url = `${server.origin}/registry/`;
  });
  afterAll(() => stop());
  beforeEach(() => {
    seen = [];
  });
  const registry = (options: { token?: string; timeoutMs?: number } = {}) =>
    createVehicleRegistry({ kind: "http", url, ...options }, { db: undefined as never });

  it("asks GET {url}/vehicles/{plate}?service= with the bearer token and answers the vehicle and its cover", async () => {
    answer = () => ({ status: 200, body: JSON.stringify(corolla) });
    expect(await registry({ token: "s3cret" }).lookup(service, "123ABC")).toEqual(corolla);
    const asked = new URL(seen[0].url!, "http://x");
    expect(asked.pathname).toBe("/registry/vehicles/123ABC");
    expect(asked.searchParams.get("service")).toBe("SV-ACME");
    expect(seen[0].headers.authorization).toBe("Bearer s3cret");
  });

  it("takes 'mark' for the manufacturer, fills absent fields with null and ignores extra ones", async () => {
    const sparse = {
      vehicle: { licensePlate: "9XY", mark: "Škoda", colour: "red" },
      insurance: { verified: false },
      extra: 1,
    };
    answer = () => ({ status: 200, body: JSON.stringify(sparse) });
    expect(await registry().lookup(service, "9XY")).toEqual({
      vehicle: { licensePlate: "9XY", vinCode: null, manufacturer: "Škoda", model: null, year: null },
      insurance: { verified: false },
    });
    expect(seen[0].headers.authorization).toBeUndefined();
  });

  it("passes on the claim flow's vehicle fields when the registry sends them, unknown kinds as null", async () => {
    const rich = {
      vehicle: {
        ...corolla.vehicle,
        transmissionType: "AUTOMATIC",
        weightKg: 1310,
        bodyType: "SEDAN",
        color: "Silver",
        driveType: "HOVER",
      },
      insurance: { verified: true },
    };
    answer = () => ({ status: 200, body: JSON.stringify(rich) });
    expect(await registry().lookup(service, "123ABC")).toEqual({
      ...corolla,
      specs: { transmissionType: "AUTOMATIC", weightKg: 1310, bodyType: "SEDAN", color: "Silver", driveType: null },
    });
  });

  it("answers null for a plate the registry does not know (404)", async () => {
    answer = () => ({ status: 404, body: "{}" });
    expect(await registry().lookup(service, "000AAA")).toBeNull();
  });

  it.each([
    ["a refused token", () => ({ status: 401, body: "{}" }), "HTTP 401"],
    ["a server error", () => ({ status: 502, body: "bad gateway" }), "HTTP 502"],
    ["a body that is not JSON", () => ({ status: 200, body: "<html>" }), "not JSON"],
    [
      "an answer of another shape",
      () => ({ status: 200, body: JSON.stringify({ plate: "123ABC" }) }),
      "unexpected shape",
    ],
    [
      "no answer within the timeout",
      () => ({ status: 200, body: JSON.stringify(corolla), delayMs: 500 }),
      "no answer within 100 ms",
    ],
  ])("fails with REGISTRY_UNAVAILABLE on %s", async (_what, respond, reason) => {
    answer = respond;
    const failure = await registry({ timeoutMs: 100 })
      .lookup(service, "123ABC")
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(VehicleRegistryUnavailableError);
    expect(failure).toMatchObject({ code: "REGISTRY_UNAVAILABLE" });
    expect((failure as Error).message).toContain(reason);
  });

  it("fails with REGISTRY_UNAVAILABLE when nothing listens", async () => {
    const closed = createVehicleRegistry({ kind: "http", url: "http://127.0.0.1:9/" }, { db: undefined as never });
    await expect(closed.lookup(service, "123ABC")).rejects.toMatchObject({ code: "REGISTRY_UNAVAILABLE" });
  });
});
