import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { calendarDay } from "../../providers/vehicle-registry/database-registry.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";

const today = new Date();
// Policy days are calendar days where the service is (Tallinn for these services), as the registry reads them:
// between 22:00 and midnight UTC, UTC's date is a day behind.
const isoDay = (offsetDays: number) =>
  calendarDay(new Date(today.getTime() + offsetDays * 86_400_000), "Europe/Tallinn");

describe.each(TEST_DB_KINDS)("vehicle lookup on %s", (kind) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof createTestService>>;
  let otherService: Awaited<ReturnType<typeof createTestService>>;
  let link: Awaited<ReturnType<typeof openLink>>;

  const importRows = (serviceName: string, rows: unknown[]) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/admin/services/${serviceName}/vehicles/import`,
      headers: t.operator,
      payload: rows,
    });
  const lookup = (plate: string, requestId: number | string = link.id, cookie: string | null = link.cookie) =>
    t.app.inject({
      method: "GET",
      url: `/api/v1/public/vehicles/${plate}?requestId=${requestId}`,
      headers: cookie ? { cookie } : {},
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    service = await createTestService(t);
    otherService = await createTestService(t);
    const cover = { insuranceValidFrom: isoDay(-30), insuranceValidTo: isoDay(30) };
    const imported = await importRows(service.name, [
      { licensePlate: "111AAA", vinCode: "VIN111", mark: "Toyota", model: "Corolla", year: 2018, ...cover },
      { licensePlate: "222BBB", mark: "Škoda", model: "Octavia", year: 2015 },
      {
        licensePlate: "333CCC",
        mark: "Volvo",
        model: "V70",
        insuranceValidFrom: isoDay(-400),
        insuranceValidTo: isoDay(-1),
      },
      {
        licensePlate: "444DDD",
        mark: "Audi",
        model: "A4",
        insuranceValidFrom: isoDay(1),
        insuranceValidTo: isoDay(300),
      },
    ]);
    expect(imported.statusCode).toBe(200);
    await importRows(otherService.name, [{ licensePlate: "555EEE", mark: "Opel", model: "Astra", ...cover }]);
    link = await openLink(t, "assistance", service.name);
  });
  afterAll(() => t?.close());

  it("answers a vehicle the request's service insures today as found and verified", async () => {
    const res = await lookup("111AAA");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vehicle: {
        licensePlate: "111AAA",
        vinCode: "VIN111",
        manufacturer: "Toyota",
        model: "Corolla",
        year: 2018,
        error: null,
      },
      insurance: { verified: true },
    });
  });

  it("reads a lower-case plate from the path as upper-case", async () => {
    expect((await lookup("111aaa")).json().vehicle.licensePlate).toBe("111AAA");
  });

  it.each([
    ["with no policy", "222BBB"],
    ["whose policy has ended", "333CCC"],
    ["whose policy starts tomorrow", "444DDD"],
    ["insured only by another service", "555EEE"],
  ])("answers a known vehicle %s as found but not verified", async (_what, plate) => {
    const res = await lookup(plate);
    expect(res.statusCode).toBe(200);
    expect(res.json().vehicle.error).toBeNull();
    expect(res.json().insurance).toEqual({ verified: false });
  });

  it("answers an unknown plate with 404 VEHICLE_NOT_FOUND", async () => {
    const res = await lookup("000ZZZ");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, code: "VEHICLE_NOT_FOUND" });
  });

  it.each([
    ["a plate with a dash", "111-AAA", "requestId=ID"],
    ["a one-letter plate", "A", "requestId=ID"],
    ["an over-long plate", "A".repeat(11), "requestId=ID"],
    ["no request id", "111AAA", ""],
    ["a malformed request id", "111AAA", "requestId=abc"],
    ["a negative request id", "111AAA", "requestId=-4"],
  ])("rejects %s with 400 VALIDATION_FAILED", async (_what, plate, query) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/public/vehicles/${encodeURIComponent(plate)}?${query.replace("ID", String(link.id))}`,
      headers: { cookie: link.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_FAILED");
  });

  it("answers 404 to another link's session and to no session", async () => {
    const other = await openLink(t, "assistance", service.name);
    expect((await lookup("111AAA", link.id, other.cookie)).json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
    expect((await lookup("111AAA", link.id, null)).statusCode).toBe(404);
  });
});

describe("vehicle lookup with an external registry that cannot be reached", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      config: { vehicleRegistry: { kind: "http", url: "http://127.0.0.1:9/", token: undefined, timeoutMs: 500 } },
    });
  });
  afterAll(() => t?.close());

  it("answers 200 with vehicle.error REGISTRY_UNAVAILABLE, so the screen offers the Call button", async () => {
    const link = await openLink(t, "assistance", (await createTestService(t)).name);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/public/vehicles/123ABC?requestId=${link.id}`,
      headers: { cookie: link.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vehicle: {
        licensePlate: "123ABC",
        vinCode: null,
        manufacturer: null,
        model: null,
        year: null,
        error: "REGISTRY_UNAVAILABLE",
      },
      insurance: { verified: false },
    });
  });
});

describe("vehicle lookup rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t?.close());

  it("answers 429 RATE_LIMITED after 60 lookups a minute from one session, leaving other sessions alone", async () => {
    const service = await createTestService(t);
    const [walker, neighbour] = [
      await openLink(t, "assistance", service.name),
      await openLink(t, "assistance", service.name),
    ];
    const ask = (link: typeof walker, plate: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/v1/public/vehicles/${plate}?requestId=${link.id}`,
        headers: { cookie: link.cookie },
      });
    for (let i = 0; i < 60; i++) expect((await ask(walker, `AA${100 + i}`)).statusCode).toBe(404);
    const limited = await ask(walker, "AA999");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect((await ask(neighbour, "AA999")).statusCode).toBe(404);
  });
});
