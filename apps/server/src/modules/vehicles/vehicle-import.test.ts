import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insurancePolicies, vehicles } from "../../db/schema/vehicles.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, uniqueName, type TestApp } from "../../testing/test-app.ts";

/** Plates unique to one test, so tests sharing the database never touch each other's vehicles. */
const plates = () => {
  const tag = uniqueName("").slice(1, 7).toUpperCase();
  return (n: number) => `${tag}${n}`.replace(/[^A-Z0-9]/g, "").slice(0, 10);
};

describe.each(TEST_DB_KINDS)("operator vehicle import on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const post = (
    url: string,
    payload: unknown,
    contentType = "application/json",
    headers: Record<string, string> = t.operator,
  ) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { ...headers, "content-type": contentType },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
  const importJson = (service: string, rows: unknown) =>
    post(`/api/v1/admin/services/${service}/vehicles/import`, JSON.stringify(rows));
  const importCsv = (service: string, csv: string) =>
    post(`/api/v1/admin/services/${service}/vehicles/import`, csv, "text/csv");
  const vehicleOf = async (plate: string) =>
    (await t.db.select().from(vehicles).where(eq(vehicles.licensePlate, plate)))[0];
  const policiesOf = async (plate: string, serviceId: number) => {
    const vehicle = await vehicleOf(plate);
    return t.db
      .select({ validFrom: insurancePolicies.validFrom, validTo: insurancePolicies.validTo })
      .from(insurancePolicies)
      .where(and(eq(insurancePolicies.vehicleId, vehicle.id), eq(insurancePolicies.serviceId, serviceId)));
  };

  it("adds new vehicles with their cover, then updates them on a second import", async () => {
    const service = await createTestService(t);
    const p = plates();
    const first = await importJson(service.name, [
      {
        licensePlate: p(1),
        mark: "Toyota",
        model: "Corolla",
        year: 2018,
        vinCode: "VIN1",
        insuranceValidFrom: "2024-01-01",
        insuranceValidTo: "2030-12-31",
      },
      { licensePlate: p(2), mark: "Volvo", model: "XC60" },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ added: 2, updated: 0, rejected: [] });
    expect(await policiesOf(p(1), service.id)).toEqual([{ validFrom: "2024-01-01", validTo: "2030-12-31" }]);

    const second = await importJson(service.name, {
      rows: [
        {
          licensePlate: p(1),
          mark: "Toyota",
          model: "Corolla Touring",
          insuranceValidFrom: "2025-01-01",
          insuranceValidTo: "2026-12-31",
        },
        { licensePlate: p(3), mark: "Audi", model: "A4" },
      ],
    });
    expect(second.json()).toEqual({ added: 1, updated: 1, rejected: [] });
    // Given fields replace, left-out fields keep their value, and the row's dates replace the service's cover.
    expect(await vehicleOf(p(1))).toMatchObject({ model: "Corolla Touring", year: 2018, vinCode: "VIN1" });
    expect(await policiesOf(p(1), service.id)).toEqual([{ validFrom: "2025-01-01", validTo: "2026-12-31" }]);
  });

  it("removes a service's cover when its row comes without dates, leaving other services' cover", async () => {
    const [mine, theirs] = [await createTestService(t), await createTestService(t)];
    const p = plates();
    const insured = {
      licensePlate: p(1),
      mark: "Kia",
      model: "Ceed",
      insuranceValidFrom: "2024-01-01",
      insuranceValidTo: "2030-01-01",
    };
    await importJson(mine.name, [insured]);
    await importJson(theirs.name, [insured]);
    expect((await importJson(mine.name, [{ licensePlate: p(1), mark: "Kia", model: "Ceed" }])).json()).toMatchObject({
      updated: 1,
    });
    expect(await policiesOf(p(1), mine.id)).toEqual([]);
    expect(await policiesOf(p(1), theirs.id)).toHaveLength(1);
  });

  it("rejects bad JSON rows with a reason code each and still imports the good ones", async () => {
    const service = await createTestService(t);
    const p = plates();
    const res = await importJson(service.name, [
      { licensePlate: p(1), mark: "Toyota", model: "Yaris" },
      { licensePlate: "12-AB", mark: "Toyota", model: "Yaris" },
      { licensePlate: p(2), model: "Yaris" },
      { licensePlate: p(3), mark: "  ", model: "Yaris" },
      {
        licensePlate: p(4),
        mark: "Toyota",
        model: "Yaris",
        insuranceValidFrom: "2025-02-30",
        insuranceValidTo: "2026-01-01",
      },
      {
        licensePlate: p(5),
        mark: "Toyota",
        model: "Yaris",
        insuranceValidFrom: "2026-01-01",
        insuranceValidTo: "2025-01-01",
      },
      { licensePlate: p(6), mark: "Toyota", model: "Yaris", insuranceValidFrom: "2026-01-01" },
      { licensePlate: p(1), mark: "Toyota", model: "Yaris" },
      { licensePlate: p(7), mark: "Toyota", model: "Yaris", year: "twenty" },
      { licensePlate: p(8), mark: "Toyota", model: "Yaris", owner: "Mari" },
      "not a row",
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      added: 1,
      updated: 0,
      rejected: [
        { row: 2, reason: "INVALID_LICENSE_PLATE" },
        { row: 3, reason: "MISSING_MARK" },
        { row: 4, reason: "MISSING_MARK" },
        { row: 5, reason: "INVALID_INSURANCE_VALID_FROM" },
        { row: 6, reason: "INVALID_INSURANCE_DATES" },
        { row: 7, reason: "INVALID_INSURANCE_DATES" },
        { row: 8, reason: "DUPLICATE_ROW" },
        { row: 9, reason: "INVALID_YEAR" },
        { row: 10, reason: "UNKNOWN_FIELD" },
        { row: 11, reason: "INVALID_ROW" },
      ],
    });
    expect(await vehicleOf(p(2))).toBeUndefined();
  });

  it("imports CSV with quoted cells and rejects its bad rows by data-row number", async () => {
    const service = await createTestService(t);
    const p = plates();
    const csv = [
      "licensePlate,mark,model,year,insuranceValidFrom,insuranceValidTo",
      `${p(1)},Toyota,"Corolla, ""Touring""",2018,2024-01-01,2030-12-31`,
      `12 AB,Toyota,Yaris,,,`,
      `${p(2)},,Yaris,,,`,
      `${p(3)},Volvo,V70,,2024-13-01,2025-01-01`,
      `${p(1)},Toyota,Corolla,,,`,
      "",
      `${p(4)},Škoda,Octavia,2015,,`,
    ].join("\r\n");
    const res = await importCsv(service.name, `${csv}\r\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      added: 2,
      updated: 0,
      rejected: [
        { row: 2, reason: "INVALID_LICENSE_PLATE" },
        { row: 3, reason: "MISSING_MARK" },
        { row: 4, reason: "INVALID_INSURANCE_VALID_FROM" },
        { row: 5, reason: "DUPLICATE_ROW" },
      ],
    });
    expect(await vehicleOf(p(1))).toMatchObject({ model: 'Corolla, "Touring"', year: 2018 });
    expect(await vehicleOf(p(4))).toMatchObject({ mark: "Škoda", year: 2015 });
  });

  it("reads a spreadsheet's semicolon CSV with a byte-order mark", async () => {
    const service = await createTestService(t);
    const p = plates();
    const res = await importCsv(service.name, `\uFEFFlicensePlate;mark;model\n${p(1)};Opel;Astra\n;;\n`);
    expect(res.json()).toEqual({ added: 1, updated: 0, rejected: [] });
  });

  it("takes the service from the body or ?serviceName= on /admin/vehicles/import", async () => {
    const service = await createTestService(t);
    const p = plates();
    const json = await post("/api/v1/admin/vehicles/import", {
      serviceName: service.name,
      rows: [{ licensePlate: p(1), mark: "BMW", model: "X5" }],
    });
    expect(json.json()).toEqual({ added: 1, updated: 0, rejected: [] });
    const csv = await post(
      `/api/v1/admin/vehicles/import?serviceName=${service.name}`,
      `licensePlate,mark,model\n${p(1)},BMW,X6\n`,
      "text/csv",
    );
    expect(csv.json()).toEqual({ added: 0, updated: 1, rejected: [] });
    const nameless = await post(
      "/api/v1/admin/vehicles/import",
      `licensePlate,mark,model\n${p(1)},BMW,X6\n`,
      "text/csv",
    );
    expect(nameless.statusCode).toBe(400);
  });

  it.each([
    ["an unknown column", "licensePlate,mark,model,owner\nAB1,Kia,Rio,Mari\n", "UNKNOWN_COLUMN"],
    ["a column named twice", "licensePlate,mark,mark\nAB1,Kia,Kia\n", "DUPLICATE_COLUMN"],
    ["an unterminated quote", 'licensePlate,mark,model\nAB1,"Kia,Rio\n', "CSV_UNTERMINATED_QUOTE"],
    ["no rows at all", "", "NO_ROWS"],
  ])("refuses a CSV file with %s as a whole", async (_what, csv, code) => {
    const service = await createTestService(t);
    const res = await importCsv(service.name, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED", errors: [expect.objectContaining({ code })] });
  });

  it.each([
    ["an empty list", []],
    ["an object without rows", { vehicles: [] }],
    ["a JSON string", "licensePlate,mark\n"],
    ["a number", 42],
  ])("refuses %s as a JSON body with 400", async (_what, body) => {
    const service = await createTestService(t);
    const res = await importJson(service.name, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_FAILED");
  });

  it("answers 404 SERVICE_NOT_FOUND for an unknown service and 401 without the operator key", async () => {
    const rows = [{ licensePlate: "AB12", mark: "Kia", model: "Rio" }];
    expect((await importJson("no-such-service", rows)).json()).toEqual({ statusCode: 404, code: "SERVICE_NOT_FOUND" });
    const service = await createTestService(t);
    const anonymous = await post(
      `/api/v1/admin/services/${service.name}/vehicles/import`,
      rows,
      "application/json",
      {},
    );
    expect(anonymous.statusCode).toBe(401);
    const wrongKey = await post(`/api/v1/admin/services/${service.name}/vehicles/import`, rows, "application/json", {
      authorization: "Bearer nope",
    });
    expect(wrongKey.json()).toEqual({ statusCode: 401, code: "UNAUTHORIZED" });
  });
});
