import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { drivers } from "../../../db/schema/drivers.ts";
import type { Db } from "../../../db/connect.ts";
import { createDriver } from "../../drivers/public.ts";
import { hashDriverToken } from "../../drivers/public.ts";

export const SIMULATOR_CITIES = [
  { city: "Tallinn", company: "Tallinn Tow (simulated)", latitude: 59.437, longitude: 24.7536, prefix: "+3725" },
  { city: "Riga", company: "Riga Tow (simulated)", latitude: 56.9496, longitude: 24.1052, prefix: "+3712" },
  { city: "Vilnius", company: "Vilnius Tow (simulated)", latitude: 54.6872, longitude: 25.2797, prefix: "+3706" },
] as const;

const FIRST_NAMES = ["Mart", "Liis", "Jānis", "Inese", "Tomas", "Rūta", "Andres", "Kristīne"];
const LAST_NAMES = ["Tamm", "Saar", "Bērziņš", "Kalniņa", "Kazlauskas", "Petrauskienė", "Mägi", "Ozola"];
// Makes and models are names, the same in every language: the customer's tracking screen shows them as they are.
const TRUCKS = ["Volvo FL", "MAN TGL", "Mercedes-Benz Atego", "Iveco Daily", "DAF LF"];

export type SimulatedDriver = { id: number; token: string; latitude: number; longitude: number };

/**
 * The simulator's drivers: created once (a few per city, scattered within ~8 km of the centre).
 * Only token hashes are stored, so each start derives their tokens from the server secret:
 * every instance sharing the database arrives at the same tokens and none locks another out.
 */
export async function prepareSimulatedFleet(db: Db, perCity: number, secret: string): Promise<SimulatedDriver[]> {
  const existing = await db.select().from(drivers).where(eq(drivers.simulated, true));
  if (existing.length === 0) {
    let n = 0;
    for (const city of SIMULATOR_CITIES) {
      for (let i = 0; i < perCity; i++, n++) {
        const angle = (2 * Math.PI * i) / perCity;
        const km = 1.5 + ((i * 37) % 7);
        await createDriver(
          db,
          {
            fullName: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[(n * 3) % LAST_NAMES.length]}`,
            phoneNumber: `${city.prefix}${String(5550000 + n).padStart(7, "0")}`,
            company: city.company,
            companyId: `SIM-${city.city.toUpperCase()}`,
            latitude: city.latitude + (km / 111.2) * Math.sin(angle),
            longitude: city.longitude + (km / (111.2 * Math.cos((city.latitude * Math.PI) / 180))) * Math.cos(angle),
            available: true,
            truckVehicle: TRUCKS[n % TRUCKS.length],
          },
          { simulated: true },
        );
      }
    }
  }
  const fleet: SimulatedDriver[] = [];
  for (const row of await db.select().from(drivers).where(eq(drivers.simulated, true))) {
    const token = `drv_sim_${createHmac("sha256", secret).update(`simulated-driver:${row.id}`).digest("base64url")}`;
    await db
      .update(drivers)
      .set({ tokenHash: hashDriverToken(token) })
      .where(eq(drivers.id, row.id));
    // A plate for each shift, as a real driver gives one going on duty (letters differ per driver).
    if (!row.shiftPlate)
      await db
        .update(drivers)
        .set({ shiftPlate: simulatedPlate(row.id) })
        .where(eq(drivers.id, row.id));
    fleet.push({ id: row.id, token, latitude: row.latitude, longitude: row.longitude });
  }
  return fleet;
}

/** An Estonian-style plate: three digits and three letters, derived from the driver's id. */
function simulatedPlate(id: number): string {
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  const letter = (n: number) => letters[n % letters.length];
  return `${String(100 + ((id * 37) % 900))}${letter(id)}${letter(id * 7)}${letter(id * 13)}`;
}
