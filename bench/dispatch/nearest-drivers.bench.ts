// Nearest 10 available drivers out of 100,000 within a radius, on real PostgreSQL.
// Budget: p99 <= 5 ms. Creates and drops its own database. Exits non-zero when over budget.
//   node --import tsx bench/dispatch/nearest-drivers.bench.ts
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server to use.
import { cpus, loadavg } from "node:os";
import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import pg from "pg";
import { findNearestDrivers } from "../../apps/server/src/modules/drivers/nearest-drivers.ts";
import { dispatchDdl } from "../../apps/server/src/modules/dispatch/dispatch-ddl.ts";

const BUDGET_P99_MS = 5;
const DRIVERS = 100_000;
const QUERIES = 3_000;
const WARMUP = 300;
const LIMIT = 10;
const RADIUS_METERS = 20_000;

// Half the fleet clusters around the three capitals (where searches are hardest: many drivers
// per box), half is spread over the Baltic states; 80% are available.
const CITIES = [
  { name: "Tallinn", latitude: 59.437, longitude: 24.7536 },
  { name: "Riga", latitude: 56.9496, longitude: 24.1052 },
  { name: "Vilnius", latitude: 54.6872, longitude: 25.2797 },
];
const BOX = { south: 53.9, north: 59.7, west: 21.0, east: 28.2 };

const adminUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = `hitch_bench_nearest_${process.pid}`;

function randomPoint(): { latitude: number; longitude: number } {
  if (Math.random() < 0.5) {
    const city = CITIES[Math.floor(Math.random() * CITIES.length)];
    // ~10 km standard deviation (Box-Muller)
    const r = Math.sqrt(-2 * Math.log(1 - Math.random())) * 0.09;
    const a = 2 * Math.PI * Math.random();
    return { latitude: city.latitude + r * Math.sin(a), longitude: city.longitude + (r * Math.cos(a)) / 0.55 };
  }
  return {
    latitude: BOX.south + Math.random() * (BOX.north - BOX.south),
    longitude: BOX.west + Math.random() * (BOX.east - BOX.west),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function main() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  let exitCode = 1;
  try {
    const db = drizzle(pool);
    for (const statement of await dispatchDdl({ requestForeignKey: false })) await db.execute(sql.raw(statement));

    const started = Date.now();
    const batch = 5_000;
    for (let i = 0; i < DRIVERS; i += batch) {
      const rows = Array.from({ length: Math.min(batch, DRIVERS - i) }, (_, k) => {
        const p = randomPoint();
        return `('Driver ${i + k}','+3725${String(i + k).padStart(6, "0")}','Bench Towing',${p.latitude},${p.longitude},${Math.random() < 0.8},'bench-${i + k}')`;
      });
      await db.execute(
        sql.raw(
          `INSERT INTO drivers (full_name, phone_number, company, latitude, longitude, available, token_hash) VALUES ${rows.join(",")}`,
        ),
      );
    }
    await db.execute(sql`ANALYZE drivers`);
    console.log(`seeded ${DRIVERS} drivers in ${Date.now() - started} ms`);

    const timings: number[] = [];
    let empty = 0;
    for (let i = 0; i < WARMUP + QUERIES; i++) {
      // Searches come from where customers are: the same mix of cities and countryside.
      const at = randomPoint();
      const t0 = process.hrtime.bigint();
      const found = await findNearestDrivers(db, { ...at, radiusMeters: RADIUS_METERS, limit: LIMIT });
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (i >= WARMUP) {
        timings.push(ms);
        if (found.length === 0) empty++;
      }
    }
    timings.sort((a, b) => a - b);
    const p50 = percentile(timings, 0.5);
    const p99 = percentile(timings, 0.99);
    console.log(
      `nearest ${LIMIT} of ${DRIVERS} drivers within ${RADIUS_METERS / 1000} km on PostgreSQL, ${QUERIES} queries ` +
        `(${empty} found nobody): p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${timings.at(-1)!.toFixed(2)} ms`,
    );
    // Latency figures mean little on a machine busy with other work: say how busy it was.
    console.log(
      `machine: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" / ")}`,
    );
    const ok = p99 <= BUDGET_P99_MS;
    console.log(`${ok ? "WITHIN" : "OVER"} BUDGET: p99 ${p99.toFixed(2)} ms vs ${BUDGET_P99_MS} ms`);
    exitCode = ok ? 0 : 1;
  } finally {
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin.end();
  }
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
