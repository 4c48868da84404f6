import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, spawnServer } from "../modules/dispatch/process-harness.ts";
import { runCli } from "../testing/cli-process.ts";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "./data-dir-lock.ts";
import { migratedDataDir } from "./test-db.ts";

/** Runs the hitch binary to its end. */
const hitch = (args: string[], env: Record<string, string>) =>
  runCli(args, { LOG_LEVEL: "warn", SIMULATOR: "off", HOST: "127.0.0.1", ...env });

// The embedded database only: on PostgreSQL any number of instances share one database.
describe("one process per embedded database", { timeout: 400_000 }, () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "hitch-lock-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("refuses a second server and the CLI while one runs; a kill -9 does not block the next start", async () => {
    const dataDir = await migratedDataDir("hitch-lock-");
    dirs.push(dataDir);
    const first = await spawnServer({ DATA_DIR: dataDir });
    try {
      const second = await hitch(["serve"], { DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(
        `DATA_DIR ${dataDir} is in use by another Hitch process (pid ${first.child.pid})`,
      );
      const cli = await hitch(["link", "claim", "--service", "demo"], { DATA_DIR: dataDir });
      expect(cli.code).toBe(1);
      expect(cli.stderr).toContain(`is in use by another Hitch process (pid ${first.child.pid})`);
      expect(cli.stdout).not.toContain("claim-link");
    } finally {
      await first.kill("SIGKILL");
    }

    // The killed server's lock file is still there, naming a dead process: the next start takes it over.
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")).pid).toBe(first.child.pid);
    const next = await spawnServer({ DATA_DIR: dataDir });
    expect((await fetch(`${next.baseUrl}/api/v1/public/theme/demo`)).status).toBe(200);
    await next.kill("SIGTERM");
    // A clean stop gives the lock back.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it("refuses a second open in the same process, and takes over a lock whose holder is gone or unreadable", () => {
    const dataDir = tempDir();
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    release();
    lockDataDir(dataDir)();

    // A pid no process has (above the kernel's pid_max), and a lock file cut short.
    for (const text of [JSON.stringify({ pid: 2 ** 22 + 1, started: "1" }), '{"pi']) {
      writeFileSync(join(dataDir, LOCK_FILE), text);
      const taken = lockDataDir(dataDir);
      expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8")).pid).toBe(process.pid);
      taken();
    }
    // Our parent's pid, recorded with another start time: the pid was reused, its first holder is gone.
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.ppid, started: "1" }));
    lockDataDir(dataDir)();
    // ... and with no start time to compare, a live pid is taken at its word.
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.ppid, started: null }));
    expect(() => lockDataDir(dataDir)).toThrow(`in use by another Hitch process (pid ${process.ppid})`);
  });
});
