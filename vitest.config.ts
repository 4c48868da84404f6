import { defineConfig } from "vitest/config";

// One runner for contract, server and web unit tests. Server integration tests use app.inject.
export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.{ts,tsx}"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker per core less one: a single worker on the 2-core CI machine. The server
    // tests mostly wait on the database and on timers, so three workers take the suite from ~3.5 to ~2.5 min.
    maxWorkers: 3,
  },
});
