import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { haversineMeters } from "@hitch/contract/common/distance";
import { dispatchDdl } from "../dispatch/dispatch-ddl.ts";
import { findNearestDrivers } from "./nearest-drivers.ts";

type Seeded = { id: number; latitude: number; longitude: number; available: boolean };

describe("nearest available drivers", () => {
  const client = new PGlite();
  const db = drizzle(client);
  const seeded: Seeded[] = [];
  const riga = { latitude: 56.9496, longitude: 24.1052 };

  beforeAll(async () => {
    for (const statement of await dispatchDdl({ requestForeignKey: false })) await db.execute(sql.raw(statement));
    // A deterministic scatter around Riga: dense near the centre, sparse up to ~60 km out.
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 600; i++) {
      const r = random() ** 2 * 0.6;
      const a = random() * 2 * Math.PI;
      const p = { latitude: riga.latitude + r * Math.sin(a), longitude: riga.longitude + (r * Math.cos(a)) / 0.545 };
      const available = random() < 0.75;
      const [row] = (
        await db.execute(sql`INSERT INTO drivers (full_name, phone_number, company, latitude, longitude, available, token_hash)
          VALUES (${`Driver ${i}`}, '+3712000000', 'Test Towing', ${p.latitude}, ${p.longitude}, ${available}, ${`t${i}`})
          RETURNING id`)
      ).rows as { id: number }[];
      seeded.push({ id: row.id, ...p, available });
    }
  });
  afterAll(() => client.close());

  function bruteForce(at: { latitude: number; longitude: number }, radiusMeters: number, limit: number) {
    return seeded
      .filter((d) => d.available)
      .map((d) => ({ id: d.id, distance: haversineMeters(at, d) }))
      .filter((d) => d.distance <= radiusMeters)
      .sort((a, b) => a.distance - b.distance || a.id - b.id)
      .slice(0, limit);
  }

  for (const [label, at, radius, limit] of [
    ["in the dense centre", riga, 5_000, 10],
    ["in the sparse outskirts", { latitude: 57.3, longitude: 24.6 }, 40_000, 10],
    ["with a radius too small for the limit", { latitude: 57.1, longitude: 24.3 }, 3_000, 50],
    ["far from anyone", { latitude: 59.4, longitude: 27.9 }, 20_000, 10],
  ] as const) {
    it(`returns exactly the brute-force nearest drivers ${label}, nearest first`, async () => {
      const found = await findNearestDrivers(db, { ...at, radiusMeters: radius, limit });
      const expected = bruteForce(at, radius, limit);
      expect(found.map((d) => d.id)).toEqual(expected.map((d) => d.id));
      found.forEach((d, i) => expect(d.distanceMeters).toBeCloseTo(expected[i].distance, 0));
    });
  }

  it("never returns an unavailable driver, even one standing at the search point", async () => {
    const busy = seeded.find((d) => !d.available)!;
    const found = await findNearestDrivers(db, { ...busy, radiusMeters: 2_000, limit: 5 });
    expect(found.map((d) => d.id)).not.toContain(busy.id);
  });
});
