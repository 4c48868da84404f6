import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { migratedDataDir } from "../db/test-db.ts";
import { spawnServer } from "../modules/dispatch/process-harness.ts";
import { openApiDocument } from "../openapi/document.ts";

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
