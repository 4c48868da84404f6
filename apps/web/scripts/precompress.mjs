// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built app, once, at the highest
// levels, so the server sends compressed bytes without compressing on each request (it picks the copy by
// Accept-Encoding). Runs after `vite build`, so the service worker and workbox files are included too.
//   node apps/web/scripts/precompress.mjs [dist directory]
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this a compressed copy saves less than the headers it would cost.
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function textFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  // dist/server/ is the server's own code, never sent (scripts/write-first-paint.mjs).
  const served = (e) => !join(e.parentPath, e.name).startsWith(join(dir, "server") + sep);
  return entries
    .filter((e) => e.isFile() && TEXT_FILE.test(e.name) && served(e))
    .map((e) => join(e.parentPath, e.name));
}

async function precompress(file) {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return 0;
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  return 1;
}

const dist = process.argv[2] ?? fileURLToPath(new URL("../dist/", import.meta.url));
const written = (await Promise.all((await textFiles(dist)).map(precompress))).reduce((a, b) => a + b, 0);
console.log(`precompressed ${written} files in ${dist} (brotli and gzip)`);
