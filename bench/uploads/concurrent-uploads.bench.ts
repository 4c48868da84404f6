// Twenty customers upload a 50 MB photo each at the same moment (a 12 MP camera JPEG padded with junk to just
// under the 50 MiB limit, as a worst case of what a phone may send). Uploads are spooled to disk and decoded
// through a bounded queue, so the server's memory must not grow with the number or size of uploads.
// The server runs on PostgreSQL (127.0.0.1:5432, or BENCH_PG_URL). Prints the server process's peak RSS (VmHWM from /proc/<pid>/status, and the highest VmRSS sampled every
// 50 ms), its RSS before, the answers and the wall time.
// Budget: peak RSS under 600 MB, and every upload answered 201.
//   node --import tsx bench/uploads/concurrent-uploads.bench.ts
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import sharp from "sharp";
import { ADMIN_URL } from "../dispatch/pg-fixture.ts";
import { startServer } from "../lib/server.ts";

const UPLOADS = 20;
const UPLOAD_BYTES = 50_000_000;
const BUDGET_MB = 600;

/** kB figures of /proc/<pid>/status, in MB. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) / 1024;
  return { rss: field("VmRSS"), hwm: field("VmHWM") };
}

async function paddedCameraPhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const noise = { type: "gaussian" as const, mean: 128, sigma: 28 };
  const jpeg = await sharp({ create: { width, height, channels: 3, background: "#000000", noise } })
    .jpeg({ quality: 88 })
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.alloc(UPLOAD_BYTES - jpeg.length, 0x5a)]);
}

function multipartBody(photo: Buffer) {
  const boundary = "hitch-bench-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

// On PostgreSQL, as in production: the embedded database's own memory (several hundred MB of WebAssembly heap)
// would hide what the uploads cost.
const dbName = `hitch_bench_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`CREATE DATABASE "${dbName}"`);
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
const server = await startServer(Number(process.env.BENCH_PORT ?? 3313), {
  LOG_LEVEL: "warn",
  DATABASE_URL: databaseUrl,
});
let within = false;
try {
  const admin = { authorization: `Bearer ${server.adminKey}`, "content-type": "application/json" };
  const sessions: { id: number; cookie: string }[] = [];
  for (let i = 0; i < UPLOADS; i++) {
    const link = (await (
      await fetch(`${server.baseUrl}/api/v1/public/assistance-request/link`, {
        method: "POST",
        headers: admin,
        body: JSON.stringify({ serviceName: "demo" }),
      })
    ).json()) as { id: number; code: string };
    const opened = await fetch(`${server.baseUrl}/api/v1/public/assistance-request-link/${link.code}`);
    const cookie = opened.headers
      .getSetCookie()
      .find((c) => c.startsWith("hitch_session="))!
      .split(";")[0];
    sessions.push({ id: link.id, cookie });
  }
  const { body, contentType } = multipartBody(await paddedCameraPhoto());
  const before = memoryOf(server.pid);
  let sampledPeak = before.rss;
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memoryOf(server.pid).rss)), 50);
  const started = Date.now();
  const statuses = await Promise.all(
    sessions.map((s) =>
      fetch(`${server.baseUrl}/api/v1/public/assistance-request/${s.id}/files`, {
        method: "POST",
        headers: { cookie: s.cookie, "content-type": contentType },
        body,
      }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => "error",
      ),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryOf(server.pid);
  const peak = Math.max(after.hwm, sampledPeak);
  const counts = Object.entries(
    statuses.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}),
  );
  within = peak < BUDGET_MB && statuses.every((s) => s === 201);
  console.log(
    `${UPLOADS} concurrent uploads of ${(UPLOAD_BYTES / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s: ${counts.map(([s, n]) => `${n} x ${s}`).join(", ")}`,
  );
  console.log(
    `server RSS before ${before.rss.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (VmHWM ${after.hwm.toFixed(0)}, sampled ${sampledPeak.toFixed(0)})`,
  );
  console.log(
    `peak RSS ${peak.toFixed(0)} MB (budget < ${BUDGET_MB} MB), all 201: ${within ? "WITHIN BUDGET" : "OVER BUDGET"}`,
  );
} finally {
  await server.stop();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin.end();
}
process.exit(within ? 0 : 1);
