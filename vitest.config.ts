import { defineConfig } from "vitest/config";

// One runner for contract, server and web unit tests. Server integration tests use app.inject.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
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
          include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts", "bench/**/*.test.ts"],
          isolate: false,
          setupFiles: ["apps/server/src/testing/stop-servers-after-file.ts"],
        },
      },
      {
        // The web tests mock modules (vi.mock), which must not leak into another file: each file is isolated.
        extends: true,
        test: { name: "web", include: ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/vite/**/*.test.ts"] },
      },
    ],
  },
});
