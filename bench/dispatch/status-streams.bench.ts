// 2,000 open status streams (server-sent events) on one instance on PostgreSQL: memory per stream
// and the time for one change to reach all of them. Budget: every stream receives the change.
//   node --import tsx bench/dispatch/status-streams.bench.ts
import { cpus, loadavg } from "node:os";
import { readFileSync } from "node:fs";
import http from "node:http";
import { dispatchFixture } from "./pg-fixture.ts";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);

const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]);

async function main() {
  const fixture = await dispatchFixture();
  const pid = fixture.server.child.pid!;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const url = new URL(`${fixture.statusUrl}/stream`);
  const requests: http.ClientRequest[] = [];
  let ok = false;
  try {
    // Let the worker finish its stages first, so the only change later is the one we make.
    await new Promise((r) => setTimeout(r, 3000));
    global.gc?.();
    const before = rssKiB(pid);

    let firstEvents = 0;
    let changed = 0;
    let lastChangeAt = 0;
    const open = () =>
      new Promise<void>((resolve, reject) => {
        const req = http.get(url, { agent, headers: { cookie: fixture.cookie } }, (res) => {
          let buffer = "";
          let sawFirst = false;
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            buffer += chunk;
            if (!sawFirst && buffer.includes("event: status")) {
              sawFirst = true;
              firstEvents++;
              resolve();
            }
            if (buffer.includes('"status":"CLIENT_CANCELLED"')) {
              buffer = "";
              changed++;
              lastChangeAt = performance.now();
            }
          });
        });
        req.on("error", reject);
        requests.push(req);
      });
    // In batches: 2,000 simultaneous connects would overflow the listen backlog, which is not what we measure.
    for (let i = 0; i < STREAMS; i += 100) {
      await Promise.all(Array.from({ length: Math.min(100, STREAMS - i) }, open));
    }
    if (firstEvents !== STREAMS) throw new Error(`only ${firstEvents} streams opened`);
    await new Promise((r) => setTimeout(r, 1000));
    const after = rssKiB(pid);
    const perStreamKiB = (after - before) / STREAMS;

    const changeAt = performance.now();
    const cancel = await fetch(
      `${fixture.server.baseUrl}/api/v1/public/assistance-request/${fixture.request.id}/cancel`,
      {
        method: "POST",
        headers: { cookie: fixture.cookie },
      },
    );
    if (cancel.status !== 200) throw new Error(`cancel answered ${cancel.status}`);
    const deadline = Date.now() + 30_000;
    while (changed < STREAMS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));

    console.log(`${STREAMS} open status streams on one instance (PostgreSQL)`);
    console.log(
      `server RSS ${(before / 1024).toFixed(1)} MiB -> ${(after / 1024).toFixed(1)} MiB: ${perStreamKiB.toFixed(1)} KiB per stream`,
    );
    console.log(`change reached ${changed}/${STREAMS} streams in ${(lastChangeAt - changeAt).toFixed(0)} ms`);
    // Latency figures mean little on a machine busy with other work: say how busy it was.
    console.log(
      `machine: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" / ")}`,
    );
    ok = changed === STREAMS;
    console.log(`${ok ? "WITHIN" : "OVER"} BUDGET: ${changed}/${STREAMS} streams got the change`);
  } finally {
    for (const req of requests) req.destroy();
    await fixture.cleanup();
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
