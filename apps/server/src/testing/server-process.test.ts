import { execFile } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { migratedDataDir } from "../db/test-db.ts";
import { spawnServer, waitFor } from "../modules/dispatch/process-harness.ts";
import { startServerProcess, stopAllServerProcesses } from "./server-process.ts";

const HARNESS = fileURLToPath(new URL("../modules/dispatch/process-harness.ts", import.meta.url));

const answers = (baseUrl: string) =>
  fetch(`${baseUrl}/api/v1/public/theme/demo`).then(
    () => true,
    () => false,
  );

// A test that times out never reaches its own stop: the servers it started must not outlive its file or process.
describe("servers a test leaves running", { timeout: 300_000 }, () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("are killed at the test file's end", async () => {
    const dataDir = await migratedDataDir("hitch-left-");
    dirs.push(dataDir);
    const server = await spawnServer({ DATA_DIR: dataDir });
    expect(await answers(server.baseUrl)).toBe(true);

    await stopAllServerProcesses();
    expect(server.child.signalCode).toBe("SIGKILL");
    expect(await answers(server.baseUrl)).toBe(false);
  });

  it("are killed when the test process exits without stopping them", async () => {
    const dataDir = await migratedDataDir("hitch-left-");
    dirs.push(dataDir);
    // Stands for a test worker that started a server and ended without stopping it.
    const script = join(dataDir, "leave-a-server.mts");
    writeFileSync(
      script,
      `import { spawnServer } from ${JSON.stringify(HARNESS)};
       const server = await spawnServer({ DATA_DIR: ${JSON.stringify(dataDir)} });
       console.log(server.baseUrl);
       process.exit(1);`,
    );
    const baseUrl = await promisify(execFile)(process.execPath, ["--import", "tsx", script]).then(
      () => expect.fail("the script exits with 1"),
      (error: { code: number; stdout: string }) => {
        expect(error.code).toBe(1);
        return error.stdout.trim();
      },
    );
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await waitFor("the left server to be gone", async () => !(await answers(baseUrl)), 15_000);
  });
});

describe("a server that dies while starting", () => {
  it("is reported at once with the signal that ended it, not as a server that never answered", async () => {
    const started = Date.now();
    // Ends the process by a signal before the server starts (a process killed by someone else looks the same).
    const suicide = "data:text/javascript,process.kill(process.pid,'SIGKILL')";
    await expect(
      startServerProcess({ port: 3197, nodeOptions: ["--import", suicide], startTimeoutMs: 60_000 }),
    ).rejects.toThrow(/server exited with SIGKILL/);
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
