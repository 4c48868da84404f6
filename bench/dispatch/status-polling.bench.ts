// 1,000 concurrent clients polling GET /assistance-request/{id}/status on one instance on PostgreSQL,
// next to a bare Fastify route measured in the same run. Budget: zero errors.
//   node --import tsx bench/dispatch/status-polling.bench.ts
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import { bareFastify, dispatchFixture } from "./pg-fixture.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1000);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

type Result = { rps: number; p99: number; errors: number; non2xx: number; total: number };

async function load(url: string, headers: Record<string, string>): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers, timeout: 30 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

const line = (label: string, r: Result) =>
  `${label.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(5)} ms   errors ${r.errors}   non-2xx ${r.non2xx}   (${r.total} requests)`;

async function main() {
  const fixture = await dispatchFixture();
  const bare = await bareFastify();
  let ok = false;
  try {
    const status = await load(fixture.statusUrl, { cookie: fixture.cookie });
    const baseline = await load(bare.url, {});
    console.log(`${CONNECTIONS} concurrent clients, ${DURATION_SECONDS} s each, PostgreSQL`);
    console.log(line("status (PostgreSQL)", status));
    console.log(line("bare Fastify route", baseline));
    // Latency figures mean little on a machine busy with other work: say how busy it was.
    console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(" / ")}`);
    console.log(`ratio status / bare: ${((status.rps / baseline.rps) * 100).toFixed(1)}%`);
    ok = status.errors === 0 && status.non2xx === 0 && status.total > 0;
    console.log(`${ok ? "WITHIN" : "OVER"} BUDGET: ${status.errors + status.non2xx} errors (0 allowed)`);
  } finally {
    await bare.stop();
    await fixture.cleanup();
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
