// Offline geocoder budget: under 5 ms per call (p99) after loading, for reverse and search.
// 10,000 reverse lookups at random points around the Baltics and 10,000 searches for random
// prefixes and substrings of real Baltic place names (1 to 8 characters, ASCII-folded or as spelt),
// each from a random map centre. Run: node --import tsx bench/geocoder/geocoder.bench.ts
import { availableParallelism, loadavg } from "node:os";
import { loadCitiesGazetteer } from "../../apps/server/src/providers/geocoder/gazetteer.ts";
import { createOfflineGeocoder } from "../../apps/server/src/providers/geocoder/offline-geocoder.ts";

const BUDGET_P99_MS = 5;
const CALLS = 10_000;

let seed = 20261122;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const randomPoint = () => ({ latitude: 53.5 + random() * 6.5, longitude: 20.5 + random() * 8.5 });

const loadStarted = performance.now();
const gazetteer = await loadCitiesGazetteer();
const geocoder = createOfflineGeocoder({ load: async () => gazetteer });
await geocoder.warmUp();
const loadMs = performance.now() - loadStarted;

const baltic = gazetteer.names.filter((_, i) =>
  ["EE", "LV", "LT"].includes(gazetteer.countries[gazetteer.countryIndex[i]]),
);
const queries = Array.from({ length: CALLS }, () => {
  const name = baltic[Math.floor(random() * baltic.length)];
  const length = 1 + Math.floor(random() * 8);
  const start = random() < 0.6 ? 0 : Math.floor(random() * Math.max(1, name.length - length));
  const text = name.slice(start, start + length);
  return random() < 0.5 ? text.toLowerCase() : text.normalize("NFD").replace(/\p{M}/gu, "");
});

const percentile = (sorted: Float64Array, q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Wall-clock time per call (the budget), and the process's CPU time per call beside it. */
async function measure(label: string, call: (n: number) => Promise<unknown>) {
  for (let n = 0; n < 1000; n++) await call(n); // warm-up: JIT, and the GC of the load's garbage
  const wall = new Float64Array(CALLS);
  const cpu = new Float64Array(CALLS);
  let answered = 0;
  for (let n = 0; n < CALLS; n++) {
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    const result = await call(n);
    wall[n] = performance.now() - started;
    const used = process.cpuUsage(cpuStarted);
    cpu[n] = (used.user + used.system) / 1000;
    if (Array.isArray(result) ? result.length > 0 : result !== null) answered++;
  }
  wall.sort();
  cpu.sort();
  console.log(
    `${label.padEnd(8)} p50 ${percentile(wall, 0.5).toFixed(3)} ms  p99 ${percentile(wall, 0.99).toFixed(3)} ms  ` +
      `max ${wall[CALLS - 1].toFixed(3)} ms  (cpu p99 ${percentile(cpu, 0.99).toFixed(3)} ms; ${answered}/${CALLS} answered)`,
  );
  return percentile(wall, 0.99);
}

console.log(
  `gazetteer: ${gazetteer.size} places, loaded and indexed in ${loadMs.toFixed(0)} ms, heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
);
const reverseP99 = await measure("reverse", () => {
  const { latitude, longitude } = randomPoint();
  return geocoder.reverse(latitude, longitude);
});
const searchP99 = await measure("search", (n) => geocoder.search(queries[n], { near: randomPoint(), limit: 8 }));
// Wall-clock figures: on a machine busier than its cores, preemption alone can push p99 over budget.
const [load1] = loadavg();
const cores = availableParallelism();
console.log(
  `machine load ${load1.toFixed(1)} on ${cores} cores${load1 > cores ? " (busy: rerun on a quiet machine before reading p99)" : ""}`,
);
const ok = reverseP99 <= BUDGET_P99_MS && searchP99 <= BUDGET_P99_MS;
console.log(`${ok ? "within" : "OVER"} budget: p99 <= ${BUDGET_P99_MS} ms per call`);
process.exit(ok ? 0 : 1);
