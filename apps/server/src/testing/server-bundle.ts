import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import { processIsGone } from "../process-is-gone.ts";

/**
 * The server's sources bundled into a few JavaScript files, for the processes tests start (ADR 1).
 *
 * Started through tsx, every one of the app's ~500 modules and their packages goes through tsx's loader hooks on
 * a second thread: about 2.5 s of CPU before the server even connects, on each of the dozens of server and CLI
 * processes a test run starts. The bundle is the same sources after the same esbuild transform tsx applies, so
 * Node loads one file plus chunks and the packages natively: under 1 s of CPU.
 *
 * What stays as it runs from source:
 * - packages (node_modules) are not bundled: Node loads them as it would for `--import tsx`;
 * - every module keeps its own `import.meta.url` (its source file), so templates, migrations, locales and fonts
 *   read beside a module are found where they are;
 * - `import()` of a fixed path (the CLI's commands, S3 storage, tracing) stays lazy: a chunk of its own;
 * - route files are found by their path at start (`route-files.ts`): its `import()` names `routes/` and
 *   esbuild bundles every file under it as a chunk.
 */
const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));
/**
 * Where test bundles are written: inside the server's package, so Node resolves the packages the bundle leaves to
 * it from the same node_modules as the sources do.
 */
const BUNDLES_DIR = fileURLToPath(new URL("../../node_modules/.cache/", import.meta.url));

/** Rewrites `import.meta.url` to the module's source file: assets beside a module are read from the sources. */
const sourceLocations: Plugin = {
  name: "source-locations",
  setup(builder) {
    // Only the monorepo's own packages are bundled; every other bare import is loaded by Node at run time.
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith("@hitch/") ? undefined : { external: true },
    );
    builder.onLoad({ filter: /\.ts$/ }, ({ path }) => ({
      contents: readFileSync(path, "utf8").replaceAll("import.meta.url", JSON.stringify(pathToFileURL(path).href)),
      loader: "ts",
    }));
  },
};

/** Bundles `main.ts` into `outDir` (created if missing) and returns the entry file to run with `node`. */
async function bundleServer(outDir: string): Promise<string> {
  await build({
    entryPoints: { main: MAIN },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: "linked",
    logLevel: "error",
    plugins: [sourceLocations],
  });
  return join(outDir, "main.js");
}

/** A bundle's directory names the process it is for: `server-bundle-<pid>-<random>`. */
const BUNDLE_DIR_NAME = /^server-bundle-(?:(\d+)-)?/;
/** A directory of the older naming, without a process: swept once it is this old. */
const UNNAMED_BUNDLE_KEPT_MS = 3600_000;

/**
 * Removes the bundles of test processes that are gone. A process removes its own as it exits, but Vitest ends its
 * worker processes with a signal, which runs no exit handler: every run left one 3.5 MB directory per worker.
 */
export function sweepOrphanBundles(dir = BUNDLES_DIR, now = Date.now()): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const match = BUNDLE_DIR_NAME.exec(name);
    if (!match) continue;
    const path = join(dir, name);
    const pid = match[1] === undefined ? null : Number(match[1]);
    // Another process may sweep the same directory at the same time: one gone already is skipped.
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    const orphan =
      pid === null
        ? modified !== undefined && now - modified > UNNAMED_BUNDLE_KEPT_MS
        : pid !== process.pid && processIsGone(pid);
    if (orphan) rmSync(path, { recursive: true, force: true });
  }
}

let bundled: Promise<string> | undefined;

/**
 * The bundled server's entry for this test process: built on first use into a directory of its own (removed when
 * the process exits, or by the next process to bundle once this one is gone), so a run always starts the sources as
 * they are now. A build takes a fraction of a second.
 */
export function testServerEntry(): Promise<string> {
  bundled ??= (() => {
    mkdirSync(BUNDLES_DIR, { recursive: true });
    sweepOrphanBundles();
    const outDir = mkdtempSync(join(BUNDLES_DIR, `server-bundle-${process.pid}-`));
    process.once("exit", () => rmSync(outDir, { recursive: true, force: true }));
    return bundleServer(outDir);
  })();
  return bundled;
}
