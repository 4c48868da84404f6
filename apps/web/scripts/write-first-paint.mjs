// Renders the entry screens' first-paint frames (src/app/first-paint/render-frames.tsx) with the app's own
// components, works out from Vite's manifest which files each entry's first screen needs, and writes both to
// dist/first-paint.json, which the server reads. Builds the screens the server renders per request from a page's
// data (src/app/first-paint/render-screens.tsx) into dist/server/, which the server loads. Runs after `vite build`.
//   node apps/web/scripts/write-first-paint.mjs
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";

const webRoot = fileURLToPath(new URL("..", import.meta.url));
const out = mkdtempSync(join(tmpdir(), "hitch-first-paint-"));
try {
  await build({
    root: webRoot,
    configFile: join(webRoot, "vite.config.ts"),
    // The locale files are imported whole here (the app loads them lazily): that warning says nothing.
    logLevel: "error",
    // One self-contained file, so it runs from the temporary folder.
    ssr: { noExternal: true },
    build: { ssr: "src/app/first-paint/render-frames.tsx", outDir: out, emptyOutDir: true, manifest: false },
  });
  // Loaded by the server at start, never sent to a browser (the server does not serve dist/server/).
  await build({
    root: webRoot,
    configFile: join(webRoot, "vite.config.ts"),
    logLevel: "error",
    ssr: { noExternal: true },
    build: {
      ssr: "src/app/first-paint/render-screens.tsx",
      outDir: join(webRoot, "dist", "server"),
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      // One file: the app's vendor groups mean nothing here.
      rolldownOptions: { output: { entryFileNames: "[name].mjs", codeSplitting: false } },
    },
  });
  // The components read the address and storage as they would in a browser; at build time there is none.
  globalThis.window = globalThis;
  globalThis.location = new URL("http://localhost/");
  globalThis.history = { state: null };
  const { renderFrames, renderRateLimitedPages, entryPreloads } = await import(
    pathToFileURL(join(out, "render-frames.js")).href
  );
  const frames = await renderFrames();
  const rateLimited = await renderRateLimitedPages();
  const manifest = JSON.parse(readFileSync(join(webRoot, "dist", ".vite", "manifest.json"), "utf8"));
  const preloads = entryPreloads(manifest);
  writeFileSync(join(webRoot, "dist", "first-paint.json"), JSON.stringify({ frames, preloads, rateLimited }));
  console.log(`first-paint frames written for ${Object.keys(frames).join(", ")}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
