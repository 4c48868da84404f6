// Renders the PWA and touch icons from public/favicon.svg. Run once after changing the SVG:
//   node apps/web/scripts/make-icons.mjs
// sharp comes from the server workspace; the web app itself does not depend on it.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const svg = await readFile(publicDir + "favicon.svg");
const sizes = { "pwa-192.png": 192, "pwa-512.png": 512, "apple-touch-icon.png": 180 };
for (const [name, size] of Object.entries(sizes)) {
  await sharp(svg, { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(publicDir + name);
  console.log("wrote", name);
}
