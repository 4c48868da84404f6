// Nine photos straight from a phone camera (4000x3000, about 4 MB each) chosen on the assistance form's last
// step and sent over Lighthouse's slow-4G profile: the browser resizes them into 1280x720 (960x720 for these
// 4:3 shots) and uploads each as soon as it is chosen.
// Prints the time from choosing the photos to the tracking screen and the bytes the uploads sent.
// Budget: resizing must pay for itself: the whole submit takes at most a third of the time the originals alone
// would take to upload at 750 Kbps, and sends at most a quarter of their bytes.
//   node --import tsx bench/photos/slow-4g-upload.bench.ts
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { launchChromium } from "../lib/chromium.ts";
import { startServer } from "../lib/server.ts";

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};
const PHOTOS = 9;

/** A camera-like JPEG: a gradient under fine noise, which compresses about as badly as a real photo. */
async function cameraPhoto(dir: string, index: number): Promise<string> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: { width, height, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 128, sigma: 28 } },
  })
    .raw()
    .toBuffer();
  const path = join(dir, `camera-${index}.jpg`);
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .linear(0.6, 40 + index * 8)
    .jpeg({ quality: 88 })
    .toFile(path);
  return path;
}

const dir = mkdtempSync(join(tmpdir(), "hitch-photos-"));
const files = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => cameraPhoto(dir, i)));
const originalBytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
const UPLOAD_BITS_PER_SECOND = 750e3;
const BUDGET_SECONDS = (originalBytes * 8) / UPLOAD_BITS_PER_SECOND / 3;

const server = await startServer(3312);
const browser = await launchChromium();
let within = false;
try {
  const created = await fetch(`${server.baseUrl}/api/v1/public/assistance-request/link`, {
    method: "POST",
    headers: { Authorization: `Bearer ${server.adminKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ serviceName: "demo" }),
  });
  const link = (await created.json()) as { id: number; url: string };
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(server.baseUrl + new URL(link.url).pathname);
  await page.waitForURL(/\/assistance\/landing$/);

  // The earlier steps are not what this bench measures: fill them through the API with the page's session.
  const base = `${server.baseUrl}/api/v1/public/assistance-request/${link.id}`;
  for (const [step, data] of [
    ["vehicle", { licensePlate: "123ABC", vinCode: null, mark: "Toyota", model: "Corolla", year: 2018 }],
    ["contact", { name: "Mari Maasikas", phone: "5551234", phonePrefix: "+372" }],
    ["incident", { incidentType: "FLAT_TIRES" }],
    ["location", { latitude: 59.437, longitude: 24.7536 }],
  ] as const) {
    const res = await page.request.patch(`${base}/${step}`, { data });
    if (!res.ok()) throw new Error(`PATCH ${step}: ${res.status()} ${await res.text()}`);
  }
  await page.goto(`${server.baseUrl}/assistance/additional-details`);
  await page.locator('textarea[name="description"]').fill("Flat tyre on the motorway shoulder.");
  await page.getByRole("checkbox").check();

  // Playwright does not see Blob bodies of XHR uploads, so the page counts the file bytes it hands over.
  // (A string, not a function: tsx's transform would leave helper calls the page does not have.)
  await page.evaluate(`(() => {
    window.__uploadBytes = 0;
    const count = (body) => {
      if (body instanceof FormData) for (const value of body.values()) if (value instanceof Blob) window.__uploadBytes += value.size;
    };
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) { count(body); return send.call(this, body); };
    const originalFetch = window.fetch;
    window.fetch = (input, init) => { count(init && init.body); return originalFetch(input, init); };
  })()`);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);

  const started = Date.now();
  await page.locator('input[type="file"]').setInputFiles(files);
  await page
    .locator("main li img")
    .nth(PHOTOS - 1)
    .waitFor({ timeout: 120_000 });
  const chosen = Date.now();
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL(/\/assistance\/track-driver$/, { timeout: BUDGET_SECONDS * 1000 * 2 });
  const done = Date.now();
  const sent = Number(await page.evaluate("window.__uploadBytes"));

  const seconds = (done - started) / 1000;
  const ratio = sent / originalBytes;
  console.log(
    `${PHOTOS} camera photos, ${(originalBytes / 1e6).toFixed(1)} MB as taken; slow 4G (1.6 Mbps down, 750 Kbps up, 150 ms RTT)`,
  );
  console.log(
    `photos shown after ${((chosen - started) / 1000).toFixed(1)} s; tracking screen after ${seconds.toFixed(1)} s in all`,
  );
  console.log(`uploads sent ${(sent / 1e6).toFixed(2)} MB (${(ratio * 100).toFixed(1)}% of the originals)`);
  within = seconds <= BUDGET_SECONDS && sent > 0 && ratio <= 0.25;
  console.log(
    `${within ? "WITHIN BUDGET" : "OVER BUDGET"} (<= ${BUDGET_SECONDS.toFixed(0)} s, a third of uploading the originals, and <= 25% of the bytes)`,
  );
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
process.exit(within ? 0 : 1);
