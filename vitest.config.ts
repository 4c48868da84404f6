import { defineConfig } from "vitest/config";

// One runner for contract, server and web unit tests. Server integration tests use app.inject.
export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.{ts,tsx}"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
