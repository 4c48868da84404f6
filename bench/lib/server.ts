// Starts the real server (built web app, fresh PGlite data dir) as a child process for a benchmark.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServerProcess } from "../../apps/server/src/testing/server-process.ts";

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
