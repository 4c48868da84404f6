import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

// Test files that start the server binary as a child process: the longest files by far, each waiting on process
// starts. Started last, one of them alone would keep the run going after every other worker has finished.
const STARTS_SERVER_PROCESS = /spawnServer\(|startServerProcess\(|"--import", "tsx"/;

/** Vitest's order (longest first by the last run's times, when it has them), but server-process files before all. */
class ServerProcessFilesFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const startsServer = (file: TestSpecification) => STARTS_SERVER_PROCESS.test(readFileSync(file.moduleId, "utf8"));
    return [...sorted.filter(startsServer), ...sorted.filter((file) => !startsServer(file))];
  }
}

// One runner for contract, server and web unit tests. Server integration tests use app.inject.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    sequence: { sequencer: ServerProcessFilesFirst },
    // Vitest's default is one worker per core less one: a single worker on the 2-core CI machine. The server
    // tests mostly wait on the database, on timers and on child processes, so three workers keep both cores busy.
    maxWorkers: 3,
    projects: [
      {
        // Every server test file imports the whole app (Fastify, its plugins, every route module): importing it
        // afresh per file cost more than the tests themselves. Files in one worker share the module cache
        // instead; app state lives in each built app (AppContext), never in a module, so files stay independent.
        extends: true,
        test: {
          name: "server",
          include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts"],
          isolate: false,
          setupFiles: ["apps/server/src/testing/stop-servers-after-file.ts"],
        },
      },
      {
        // The web tests mock modules (vi.mock), which must not leak into another file: each file is isolated.
        extends: true,
        test: { name: "web", include: ["apps/web/src/**/*.test.{ts,tsx}"] },
      },
    ],
  },
});
