// Link validation throughput on PostgreSQL, next to a bare Fastify route measured in the same run.
// Budget: GET /assistance-request-link/{code} reaches at least 40% of the bare route's requests per second
// (the median over pairs of back-to-back runs).
//   node --import tsx bench/links/link-validation.bench.ts
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { spawnServer } from "../../apps/server/src/modules/dispatch/process-harness.ts";
import { ADMIN_URL, bareFastify } from "../dispatch/pg-fixture.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 4);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 5);
const BUDGET_RATIO = 0.4;
const LINKS = 1000;
const ADMIN_KEY = "bench-admin-key-0123456789abcdef";

async function withDatabase<T>(run: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `hitch_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * Requests per second over `paths`, each connection going through them in turn. The requests are
 * static, so autocannon builds each once; a per-request setupRequest would cost autocannon (on the
 * same two cores) more than the bare route itself and lower the baseline. Connections walk the list
 * nearly in step, so a batch of lookups may name one code twice: each is still looked up on its own.
 */
async function rps(url: string, paths: string[], duration = DURATION_SECONDS) {
  const requests = paths.map((path) => ({ path }));
  const result = await autocannon({ url, connections: CONNECTIONS, duration, requests });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const ok = await withDatabase(async (databaseUrl) => {
  const server = await spawnServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: `/tmp/hitch-bench-links-${process.pid}`,
    ADMIN_API_KEY: ADMIN_KEY,
    LOG_LEVEL: "error",
    RATE_LIMIT_LINK_PER_MINUTE: "100000000",
  });
  const bare = await bareFastify("/api/v1/public/assistance-request-link/:code");
  try {
    // Real traffic is many customers each opening their own link: every request names one of LINKS codes.
    const paths: string[] = [];
    for (let i = 0; i < LINKS; i++) {
      const created = await fetch(`${server.baseUrl}/api/v1/public/assistance-request/link`, {
        method: "POST",
        headers: { Authorization: `Bearer ${ADMIN_KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify({ serviceName: "demo" }),
      });
      const { code } = (await created.json()) as { code: string };
      paths.push(`/api/v1/public/assistance-request-link/${code}`);
    }
    for (const path of paths) {
      const answer = (await (await fetch(server.baseUrl + path)).json()) as { isValid: boolean };
      if (!answer.isValid) throw new Error(`bench link ${path} does not validate`);
    }
    // Both servers take turns, a few seconds each, and each pair gives a ratio: the machine's speed
    // drifts over a minute (other tenants on the host), and a drift falls on both sides of a pair.
    await rps(server.baseUrl, paths, 1); // both warmed up alike before anything counts
    await rps(bare.url, paths, 1);
    const pairs: { links: Awaited<ReturnType<typeof rps>>; baseline: Awaited<ReturnType<typeof rps>> }[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      pairs.push({ links: await rps(server.baseUrl, paths), baseline: await rps(bare.url, paths) });
    }
    console.log(
      `${CONNECTIONS} connections, ${PAIRS} pairs of ${DURATION_SECONDS} s runs, PostgreSQL, ${LINKS} distinct links`,
    );
    for (const [index, { links, baseline }] of pairs.entries()) {
      const ratio = (links.rps / baseline.rps) * 100;
      console.log(
        `pair ${index + 1}: link validation ${links.rps.toFixed(0).padStart(6)} req/s (p99 ${links.p99} ms)` +
          `   bare Fastify route ${baseline.rps.toFixed(0).padStart(6)} req/s (p99 ${baseline.p99} ms)   ${ratio.toFixed(1)}%`,
      );
    }
    const ratios = pairs.map(({ links, baseline }) => links.rps / baseline.rps).sort((a, b) => a - b);
    const ratio = ratios[Math.floor(ratios.length / 2)];
    const failures = pairs.reduce((sum, { links }) => sum + links.errors + links.non2xx, 0);
    const within = ratio >= BUDGET_RATIO && failures === 0;
    console.log(
      `median ratio ${(ratio * 100).toFixed(1)}% (budget >= ${BUDGET_RATIO * 100}%), errors and non-2xx ${failures}: ${within ? "WITHIN BUDGET" : "OVER BUDGET"}`,
    );
    return within;
  } finally {
    await bare.stop();
    await server.kill("SIGTERM");
  }
});
process.exit(ok ? 0 : 1);
