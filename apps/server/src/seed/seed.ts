import { sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { seedDemoServices } from "./demo-services.ts";
import { seedDemoDamageTemplates } from "./demo-damage-templates.ts";
import { seedDemoVehicleSpecs } from "./demo-vehicle-specs.ts";
import { seedDemoVehicles } from "./demo-vehicles.ts";
import { seedDemoWorkshops } from "./demo-workshops.ts";
import { seedDemoCase } from "./demo-case.ts";
import { seedDemoDriver } from "./demo-driver.ts";

/**
 * Demo data, applied at every `serve` and by `seed`. Each step must be idempotent (insert or
 * leave alone). Later issues add their steps here (vehicles, workshops, templates, drivers).
 */
const SEED_STEPS: ((db: Db) => Promise<void>)[] = [
  seedDemoServices,
  seedDemoVehicles,
  seedDemoVehicleSpecs,
  seedDemoDamageTemplates,
  seedDemoWorkshops,
  seedDemoCase,
  seedDemoDriver,
];

// Arbitrary constant, like the migration lock: one seeding at a time per database.
const SEED_LOCK_ID = 724_2002;

/**
 * The steps check before they insert, so two instances starting at once on one PostgreSQL would
 * both insert. One transaction holding an advisory lock makes the second wait for the first and
 * then find everything there.
 */
export async function seedDemo(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    for (const step of SEED_STEPS) await step(tx);
  });
}
