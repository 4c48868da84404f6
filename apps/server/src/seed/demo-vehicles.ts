import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { services } from "../db/schema/services.ts";
import { insurancePolicies, vehicles } from "../db/schema/vehicles.ts";

type DemoVehicle = typeof vehicles.$inferInsert & { insured: boolean };

/** The demo plates of the vehicle screen: two insured, one known to the registry but not insured. */
export const DEMO_VEHICLES: DemoVehicle[] = [
  {
    licensePlate: "123ABC",
    vinCode: "JTDBR32E180123456",
    mark: "Toyota",
    model: "Corolla",
    year: 2018,
    bodyType: "SEDAN",
    insured: true,
  },
  {
    licensePlate: "456DEF",
    vinCode: "YV1UZA8VDM1456789",
    mark: "Volvo",
    model: "XC60",
    year: 2021,
    bodyType: "SEDAN_BIG",
    insured: true,
  },
  {
    licensePlate: "999XYZ",
    vinCode: "TMBJG7NE5F0999999",
    mark: "Škoda",
    model: "Octavia",
    year: 2015,
    bodyType: "SEDAN",
    insured: false,
  },
];
export const DEMO_VEHICLE_SERVICES = ["demo", "demo-lv"];
const DEMO_COVER = { validFrom: "2020-01-01", validTo: "2099-12-31" };

/**
 * Idempotent: plates already in the registry and policies a demo service already has for them are
 * left as they are (an operator may have changed them); only what is missing is added.
 */
export async function seedDemoVehicles(db: Db) {
  await db
    .insert(vehicles)
    .values(DEMO_VEHICLES.map(({ insured: _insured, ...vehicle }) => vehicle))
    .onConflictDoNothing();
  const demoServices = await db
    .select({ id: services.id })
    .from(services)
    .where(inArray(services.name, DEMO_VEHICLE_SERVICES));
  const insuredPlates = DEMO_VEHICLES.filter((v) => v.insured).map((v) => v.licensePlate);
  const insured = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(inArray(vehicles.licensePlate, insuredPlates));
  for (const service of demoServices) {
    for (const vehicle of insured) {
      const [existing] = await db
        .select({ id: insurancePolicies.id })
        .from(insurancePolicies)
        .where(and(eq(insurancePolicies.vehicleId, vehicle.id), eq(insurancePolicies.serviceId, service.id)))
        .limit(1);
      if (!existing)
        await db.insert(insurancePolicies).values({ vehicleId: vehicle.id, serviceId: service.id, ...DEMO_COVER });
    }
  }
}
