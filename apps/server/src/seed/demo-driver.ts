import { and, eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { drivers } from "../db/schema/drivers.ts";
import { hashDriverToken, newDriverToken, towingCompanyIdFor } from "../modules/drivers/public.ts";

/** A real (not simulated) driver in central Tallinn, whom `npm start` signs in with a fresh driver link. */
export const DEMO_DRIVER = {
  fullName: "Andres Kask",
  phoneNumber: "+37255501717",
  company: "Demo Towing",
  latitude: 59.4372,
  longitude: 24.7454,
};

export async function seedDemoDriver(db: Db) {
  if ((await demoDriverId(db)) !== null) return;
  // The bearer token is not needed (the app signs in by link): its hash only fills the column.
  // Off duty until someone opens the app and goes on duty: other customers are never offered to an idle demo.
  await db.insert(drivers).values({
    ...DEMO_DRIVER,
    towingCompanyId: await towingCompanyIdFor(db, DEMO_DRIVER.company),
    available: false,
    tokenHash: hashDriverToken(newDriverToken()),
  });
}

export async function demoDriverId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(
      and(
        eq(drivers.phoneNumber, DEMO_DRIVER.phoneNumber),
        eq(drivers.fullName, DEMO_DRIVER.fullName),
        eq(drivers.simulated, false),
      ),
    );
  return row?.id ?? null;
}
