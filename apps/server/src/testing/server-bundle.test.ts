import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migratedDataDir } from "../db/test-db.ts";
import { spawnServer } from "../modules/dispatch/process-harness.ts";
import { openApiDocument } from "../openapi/document.ts";
import { sweepOrphanBundles } from "./server-bundle.ts";

// Every process a test starts runs the bundle (server-bundle.ts). A route file esbuild did not follow would be a
// route that answers 404 in those tests only, and an asset read beside a module would be missing at start.
describe("the server bundled for test processes", { timeout: 120_000 }, () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("serves every route the sources define, and starts on the migrations and seed read beside its modules", async () => {
    const dataDir = await migratedDataDir("hitch-bundle-");
    dirs.push(dataDir);
    const server = await spawnServer({ DATA_DIR: dataDir });
    try {
      const served = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as { paths: object };
      const fromSources = (await openApiDocument()) as { paths: object };
      expect(Object.keys(served.paths).length).toBeGreaterThan(100);
      expect(Object.keys(served.paths).sort()).toEqual(Object.keys(fromSources.paths).sort());
      // The demo service exists: the seed ran, and the theme answers from the database.
      expect((await fetch(`${server.baseUrl}/api/v1/public/theme/demo`)).status).toBe(200);
    } finally {
      await server.kill("SIGTERM");
    }
  });
});

describe("bundles of test processes that are gone", () => {
  it("are removed by the next process to bundle; a running process's bundle and other files stay", () => {
    const dir = mkdtempSync(join(tmpdir(), "hitch-bundles-"));
    try {
      // A process that has exited (as a worker Vitest ended with a signal, whose exit handler never ran).
      const gone = spawnSync(process.execPath, ["-e", ""]).pid;
      const make = (name: string) => (mkdirSync(join(dir, name)), join(dir, name));
      const orphan = make(`server-bundle-${gone}-abc123`);
      const own = make(`server-bundle-${process.pid}-def456`);
      const parent = make(`server-bundle-${process.ppid}-ghi789`);
      const other = make("something-else");
      const oldUnnamed = make("server-bundle-Xy12Zq");
      const newUnnamed = make("server-bundle-Ab34Cd");
      const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
      utimesSync(oldUnnamed, twoHoursAgo, twoHoursAgo);

      sweepOrphanBundles(dir);

      expect(existsSync(orphan)).toBe(false);
      expect(existsSync(oldUnnamed)).toBe(false);
      for (const kept of [own, parent, other, newUnnamed]) expect(existsSync(kept), kept).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
