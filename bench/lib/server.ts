// Starts the real server (built web app, fresh PGlite data dir) as a child process for a benchmark.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServerProcess } from "../../apps/server/src/testing/server-process.ts";

const MAIN = fileURLToPath(new URL("../../apps/server/src/main.ts", import.meta.url));

export interface RunningServer {
  baseUrl: string;
  adminKey: string;
  /** The server process, e.g. to read its memory from /proc/<pid>/status. */
  pid: number;
  stop(): Promise<void>;
}

export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "hitch-bench-"));
  const adminKey = "bench-admin-key-0123456789abcdef";
  // A production start seeds nothing: the pages measured are the demo services', so their data (no account, no
  // secret) is put in first, as `npm run cli -- seed` does.
  if (env.NODE_ENV === "production")
    execFileSync(process.execPath, ["--import", "tsx", MAIN, "seed"], {
      env: { ...process.env, ...env, DATA_DIR: dataDir, ADMIN_API_KEY: adminKey, LOG_LEVEL: "warn" },
      stdio: ["ignore", "ignore", "inherit"],
    });
  const server = await startServerProcess({
    port,
    stderr: "inherit",
    startTimeoutMs: 120_000,
    // As the production command starts it.
    from: "sources",
    env: { DATA_DIR: dataDir, ADMIN_API_KEY: adminKey, ...env },
  });
  return {
    baseUrl: server.baseUrl,
    adminKey,
    pid: server.child.pid!,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
