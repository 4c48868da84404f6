import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { vehicles } from "../db/schema/vehicles.ts";

type Specs = Pick<typeof vehicles.$inferInsert, "transmissionType" | "weightKg" | "bodyType" | "color" | "driveType">;

/** What the claim's vehicle step records about the demo plates (demo-vehicles.ts adds the plates). */
export const DEMO_VEHICLE_SPECS: Record<string, Specs> = {
  "123ABC": {
    transmissionType: "AUTOMATIC",
    weightKg: 1310,
    bodyType: "SEDAN",
    color: "Silver",
    driveType: "FRONT_WHEEL",
  },
  "456DEF": {
    transmissionType: "AUTOMATIC",
    weightKg: 1915,
    bodyType: "SEDAN_BIG",
    color: "Blue",
    driveType: "FOUR_WHEEL",
  },
  "999XYZ": { transmissionType: "MANUAL", weightKg: 1270, bodyType: "SEDAN", color: "White", driveType: "FRONT_WHEEL" },
};

/** Idempotent: fills only the fields a demo vehicle lacks, so an operator's values stay. */
export async function seedDemoVehicleSpecs(db: Db) {
  for (const [plate, specs] of Object.entries(DEMO_VEHICLE_SPECS)) {
    for (const [field, value] of Object.entries(specs) as [keyof Specs, Specs[keyof Specs]][]) {
      await db
        .update(vehicles)
        .set({ [field]: value })
        .where(and(eq(vehicles.licensePlate, plate), isNull(vehicles[field])));
    }
  }
}
