// Starts the real server (built web app, fresh PGlite data dir) as a child process for a benchmark.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningServer {
  baseUrl: string;
  adminKey: string;
  /** The server process, e.g. to read its memory from /proc/<pid>/status. */
  pid: number;
  stop(): Promise<void>;
}

export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  // A server left over on this port would answer the health check below and be measured instead.
  const stale = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
  if (stale) throw new Error(`port ${port} is already in use: stop what listens there first`);
  const dataDir = mkdtempSync(join(tmpdir(), "hitch-bench-"));
  const adminKey = "bench-admin-key-0123456789abcdef";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts", "serve"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ADMIN_API_KEY: adminKey, SIMULATOR: "off", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/public/theme/demo`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error("server did not start in 120 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    adminKey,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
