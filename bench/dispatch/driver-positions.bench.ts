// 1,000 drivers on duty, each reporting its position every 10 s (the driver app's pace), to one instance on
// PostgreSQL: 100 positions a second for 30 s, sent on schedule whatever the answers (an open loop, as phones do).
// Budget: p99 < 100 ms, nothing but 204; and, while that load runs, the nearest-driver search over the same
// drivers stays within its own budget (p99 <= 5 ms, as dispatch/nearest-drivers).
//   node --import tsx bench/dispatch/driver-positions.bench.ts
import { cpus, loadavg } from "node:os";
import { findNearestDrivers } from "../../apps/server/src/modules/drivers/nearest-drivers.ts";
import { insertDriver } from "../../apps/server/src/modules/dispatch/process-harness.ts";
import { TALLINN } from "../../apps/server/src/modules/dispatch/test-support.ts";
import { dispatchFixture } from "./pg-fixture.ts";

const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 1000);
const INTERVAL_MS = 10_000;
const DURATION_MS = 30_000;
const BUDGET_P99_MS = 100;
const SEARCH_BUDGET_P99_MS = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
const near = () => ({
  latitude: TALLINN.latitude + (Math.random() - 0.5) * 0.3,
  longitude: TALLINN.longitude + (Math.random() - 0.5) * 0.6,
});

async function main() {
  const fixture = await dispatchFixture({ LOG_LEVEL: "error" });
  let ok = false;
  try {
    const drivers = [];
    for (let i = 0; i < DRIVERS; i++) drivers.push(await insertDriver(fixture.db, near()));
    // fetch keeps its connections alive between reports, as a phone's browser does.
    const url = `${fixture.server.baseUrl}/api/v1/driver/location`;
    const latencies: number[] = [];
    const failures = new Map<string, number>();
    const send = async (token: string) => {
      const started = performance.now();
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(near()),
        });
        await res.arrayBuffer();
        if (res.status !== 204) failures.set(String(res.status), (failures.get(String(res.status)) ?? 0) + 1);
      } catch (error) {
        failures.set(String(error), (failures.get(String(error)) ?? 0) + 1);
      }
      latencies.push(performance.now() - started);
    };
    // Warm up: every phone connects and reports once.
    for (let i = 0; i < DRIVERS; i += 50) await Promise.all(drivers.slice(i, i + 50).map((d) => send(d.token)));
    latencies.length = 0;

    const searches: number[] = [];
    let running = true;
    const searching = (async () => {
      while (running) {
        const started = performance.now();
        await findNearestDrivers(fixture.db, { ...near(), radiusMeters: 20_000, limit: 10 });
        searches.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();

    const start = performance.now();
    const pending: Promise<void>[] = [];
    // Each driver keeps its own 10 s rhythm, the phones spread evenly over the interval.
    for (let tick = 0; ; tick++) {
      const at = (tick * INTERVAL_MS) / DRIVERS;
      if (at >= DURATION_MS) break;
      const wait = start + at - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      pending.push(send(drivers[tick % DRIVERS].token));
    }
    await Promise.all(pending);
    running = false;
    await searching;

    latencies.sort((a, b) => a - b);
    searches.sort((a, b) => a - b);
    const p99 = percentile(latencies, 0.99);
    const searchP99 = percentile(searches, 0.99);
    const seconds = (performance.now() - start) / 1000;
    console.log(`${DRIVERS} drivers on duty, a position every 10 s each, one instance (PostgreSQL)`);
    console.log(
      `${latencies.length} positions in ${seconds.toFixed(1)} s (${(latencies.length / seconds).toFixed(0)}/s): ` +
        `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms` +
        ` (budget p99 < ${BUDGET_P99_MS} ms)`,
    );
    console.log(`failures: ${failures.size === 0 ? "none" : JSON.stringify(Object.fromEntries(failures))}`);
    console.log(
      `nearest-driver search meanwhile: ${searches.length} searches, p50 ${percentile(searches, 0.5).toFixed(2)} ms, ` +
        `p99 ${searchP99.toFixed(2)} ms (budget p99 <= ${SEARCH_BUDGET_P99_MS} ms)`,
    );
    console.log(
      `machine: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" / ")}`,
    );
    ok = p99 < BUDGET_P99_MS && failures.size === 0 && searchP99 <= SEARCH_BUDGET_P99_MS;
    console.log(ok ? "WITHIN BUDGET" : "OVER BUDGET");
  } finally {
    await fixture.cleanup();
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
