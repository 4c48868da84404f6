import { defineConfig } from "vitest/config";

// One runner for contract, server and web unit tests. Server integration tests use app.inject.
export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.{ts,tsx}"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Test files share a worker's module cache: importing Fastify, Drizzle and PGlite once per worker
    // instead of once per file takes the suite from about 3 min to about 2 on the 2-core CI machine.
    // Tests therefore restore what they change (vi.unstubAllGlobals, env, timers) themselves.
    isolate: false,
  },
});
