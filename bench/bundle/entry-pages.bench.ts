// Budget: the JavaScript a phone downloads to render a link-entry or partner page is at most 100 KB gzipped.
// Measured in Chromium: every script response the page loads, gzipped as a server would send it.
import { gzipSync } from "node:zlib";
import { launchChromium } from "../lib/chromium.ts";
import { startServer } from "../lib/server.ts";

const BUDGET_BYTES = 100 * 1024;

const server = await startServer(3311);
const browser = await launchChromium();
let over = false;
try {
  const api = { Authorization: `Bearer ${server.adminKey}`, "Content-Type": "application/json" };
  const link = await (await fetch(`${server.baseUrl}/api/v1/public/assistance-request/link`, { method: "POST", headers: api, body: JSON.stringify({ serviceName: "demo" }) })).json();
  const claim = await (await fetch(`${server.baseUrl}/api/v1/public/claim-link`, { method: "POST", headers: api, body: JSON.stringify({ serviceName: "demo" }) })).json();
  const pages: [string, string][] = [
    ["partner landing", "/partner/demo"],
    ["assistance link entry", new URL(link.url).pathname],
    ["claim link entry", new URL(claim.url).pathname],
    ["generic landing", "/"],
  ];
  for (const [name, path] of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    const page = await context.newPage();
    const scripts: { url: string; gz: number }[] = [];
    page.on("response", async (res) => {
      if (res.request().resourceType() !== "script") return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: res.url(), gz: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(server.baseUrl + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    const total = scripts.reduce((s, x) => s + x.gz, 0);
    const verdict = total <= BUDGET_BYTES ? "ok" : "OVER";
    if (total > BUDGET_BYTES) over = true;
    console.log(`${name.padEnd(24)} ${(total / 1024).toFixed(1).padStart(6)} KB gzipped JS in ${scripts.length} files (budget ${BUDGET_BYTES / 1024} KB) ${verdict}`);
    if (process.env.BENCH_VERBOSE) for (const s of scripts.sort((a, b) => b.gz - a.gz)) console.log(`    ${(s.gz / 1024).toFixed(1).padStart(6)} KB  ${new URL(s.url).pathname}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(over ? 1 : 0);
