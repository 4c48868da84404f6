import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { services } from "../../db/schema/services.ts";
import { insurancePolicies, vehicles } from "../../db/schema/vehicles.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createDatabaseVehicleRegistry } from "../../providers/vehicle-registry/database-registry.ts";
import { seedDemo } from "../../seed/seed.ts";

describe("the demo vehicles", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    await seedDemo(t.db);
    await seedDemo(t.db);
  });
  afterAll(() => t?.close());

  it.each(["demo", "demo-lv"])(
    "are known to service %s: two insured, Škoda Octavia 999XYZ known but not insured",
    async (name) => {
      const [service] = await t.db.select().from(services).where(eq(services.name, name));
      const registry = createDatabaseVehicleRegistry(t.db);
      expect(await registry.lookup(service, "123ABC")).toMatchObject({
        vehicle: { licensePlate: "123ABC", manufacturer: "Toyota", model: "Corolla", year: 2018 },
        insurance: { verified: true },
      });
      expect(await registry.lookup(service, "456DEF")).toMatchObject({
        vehicle: { manufacturer: "Volvo", model: "XC60", year: 2021 },
        insurance: { verified: true },
      });
      expect(await registry.lookup(service, "999XYZ")).toMatchObject({
        vehicle: { manufacturer: "Škoda", model: "Octavia", year: 2015 },
        insurance: { verified: false },
      });
      expect(await registry.lookup(service, "777AAA")).toBeNull();
    },
  );

  it("are seeded once however often the seed runs, and leave an operator's change alone", async () => {
    const rows = await t.db
      .select()
      .from(vehicles)
      .where(inArray(vehicles.licensePlate, ["123ABC", "456DEF", "999XYZ"]));
    expect(rows).toHaveLength(3);
    expect(await t.db.select().from(insurancePolicies)).toHaveLength(4);
    await t.db.update(vehicles).set({ model: "Corolla Cross" }).where(eq(vehicles.licensePlate, "123ABC"));
    await seedDemo(t.db);
    expect((await t.db.select().from(vehicles).where(eq(vehicles.licensePlate, "123ABC")))[0].model).toBe(
      "Corolla Cross",
    );
  });

  it("come from the database registry unless VEHICLE_REGISTRY=http names a URL", () => {
    const base = {
      DATA_DIR: t.config.dataDir,
      ADMIN_API_KEY: "k".repeat(16),
      SESSION_SECRET: "s".repeat(32),
      OUTBOX_ENCRYPTION_KEY: "o".repeat(32),
    };
    expect(loadConfig(base).vehicleRegistry).toEqual({ kind: "database" });
    expect(
      loadConfig({
        ...base,
        VEHICLE_REGISTRY: "http",
        VEHICLE_REGISTRY_URL: "https://reg.example/api",
        VEHICLE_REGISTRY_TOKEN: "tok",
      }).vehicleRegistry,
    ).toEqual({ kind: "http", url: "https://reg.example/api", token: "tok", timeoutMs: 5000 });
    expect(() => loadConfig({ ...base, VEHICLE_REGISTRY: "http" })).toThrow(/VEHICLE_REGISTRY_URL: required/);
  });
});
