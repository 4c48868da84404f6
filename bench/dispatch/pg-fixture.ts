// A throw-away PostgreSQL database with one request in dispatch and a customer session, served by
// the real server binary. Shared by the status benchmarks; everything is dropped in cleanup().
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { connect } from "../../apps/server/src/db/connect.ts";
import {
  customerCookie,
  freePort,
  insertDriver,
  requestWithLink,
  type ServerProcess,
  spawnServer,
} from "../../apps/server/src/modules/dispatch/process-harness.ts";
import { startDispatch } from "../../apps/server/src/modules/dispatch/start-dispatch.ts";
import { TALLINN, testRuntime } from "../../apps/server/src/modules/dispatch/test-support.ts";

export const ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export async function dispatchFixture(env: Record<string, string> = {}) {
  const name = `hitch_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await connect({ databaseUrl, poolSize: 2 });
  await database.migrate();
  const request = await requestWithLink(database.db, TALLINN);
  const driver = await insertDriver(database.db, { latitude: TALLINN.latitude + 0.01, longitude: TALLINN.longitude });
  await startDispatch(database.db, testRuntime(database.db), request.id, { timeoutSeconds: 3600 });
  const server: ServerProcess = await spawnServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: `/tmp/${name}`,
    LOG_LEVEL: "error",
    ...env,
  });
  const cookie = await customerCookie(server.baseUrl, request.code);
  return {
    server,
    /** The benchmark's own connection to the database, for setting up more rows. */
    db: database.db,
    request,
    driver,
    cookie,
    statusUrl: `${server.baseUrl}/api/v1/public/assistance-request/${request.id}/status`,
    async cleanup() {
      await server.kill("SIGTERM");
      await database.close();
      const dropper = new pg.Client({ connectionString: ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A bare Fastify route in its own process: the yardstick for the server's own overhead. `route` lets a
 * bench give it the same path shape as the route it measures, so both see the same requests.
 */
export async function bareFastify(route = "/"): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const code = `import Fastify from "fastify";
    const app = Fastify();
    app.get(${JSON.stringify(route)}, async () => ({ status: "PENDING", stage: "SEARCHING" }));
    await app.listen({ port: ${port}, host: "127.0.0.1" });
    console.log("ready");`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (d) => String(d).includes("ready") && resolve());
    child.once("exit", (c) => reject(new Error(`bare fastify exited ${c}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners("exit");
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
