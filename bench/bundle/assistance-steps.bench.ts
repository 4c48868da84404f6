// Budget: in the assistance flow, Leaflet and the map code load only on the map step, and each
// step's own JavaScript is at most 40 KB gzipped on top of the entry bundle (what the link-entry page
// loaded before the flow's first screen). Measured in Chromium walking the real flow on a phone-sized
// screen: a step's JavaScript is every script response that arrived since the previous step, gzipped
// (level 9) as a server would send it. Map tiles cannot load offline; their requests are refused.
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { launchChromium } from "../lib/chromium.ts";
import { startServer } from "../lib/server.ts";

const STEP_BUDGET_BYTES = 40 * 1024;
/** Chunks of Leaflet and of the map step: allowed only in the map step's share. */
const MAP_CODE = /\/assets\/(leaflet|map-page|location-map)[-.]/;
const STEPS = ["landing", "vehicle-details", "incidents", "map", "additional-details", "track-driver"] as const;
type Bucket = "entry" | (typeof STEPS)[number];

const server = await startServer(Number(process.env.BENCH_PORT ?? 3260));
const browser = await launchChromium();
let failed = false;
try {
  const api = { Authorization: `Bearer ${server.adminKey}`, "Content-Type": "application/json" };
  const created = await fetch(`${server.baseUrl}/api/v1/public/assistance-request/link`, {
    method: "POST",
    headers: api,
    body: JSON.stringify({ serviceName: "demo" }),
  });
  if (!created.ok) throw new Error(`assistance link: ${created.status} ${await created.text()}`);
  const link = (await created.json()) as { url: string };

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: "block",
    geolocation: { latitude: 59.437, longitude: 24.7536 },
    permissions: ["geolocation"],
  });
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const page = await context.newPage();

  // Each script is counted in the bucket that was current when it was requested; the bucket moves on
  // when the user acts to leave a step (or, for the entry, when the app goes to the flow's first screen).
  let bucket: Bucket = "entry";
  const scripts: { bucket: Bucket; url: string; gz: number }[] = [];
  const bodies: Promise<void>[] = [];
  let lastRequest = Date.now();
  page.on("request", (req) => {
    if (req.resourceType() !== "script") return;
    lastRequest = Date.now();
    const entry = { bucket, url: req.url(), gz: 0 };
    scripts.push(entry);
    bodies.push(
      req.response().then(async (res) => {
        const body = res ? await res.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        entry.gz = gzipSync(body, { level: 9 }).length;
      }),
    );
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && bucket === "entry" && new URL(frame.url()).pathname.startsWith("/assistance/"))
      bucket = "landing";
  });

  /** Waits until no script has been requested for a while and every body has been read. */
  async function settle() {
    await page.waitForLoadState("networkidle");
    while (Date.now() - lastRequest < 500) await page.waitForTimeout(100);
    await Promise.all(bodies);
  }
  const at = async (step: Bucket, ready: (page: Page) => Promise<unknown>) => {
    await page.waitForURL(new RegExp(`/assistance/${step}$`), { timeout: 30_000 });
    await ready(page);
    await settle();
  };
  const leave = async (next: Bucket, act: () => Promise<unknown>) => {
    bucket = next;
    await act();
  };

  await page.goto(server.baseUrl + new URL(link.url).pathname + new URL(link.url).search);
  await at("landing", (p) => p.locator("main").getByRole("button").waitFor());

  await leave("vehicle-details", () => page.locator("main").getByRole("button").click());
  await at("vehicle-details", (p) => p.locator('input[name="vehicleNumber"]').waitFor());
  await page.locator('input[name="vehicleNumber"]').fill("123ABC");
  await page.locator('input[name="vehicleNumber"]').press("Enter");
  await page.getByTestId("vehicle-card").waitFor();
  await page.locator('input[name="fullName"]').fill("Mari Maasikas");
  await page.locator('input[name="phoneNumber"]').fill("5551234");
  await settle();

  await leave("incidents", () => page.locator('main form button[type="submit"]').click());
  await at("incidents", (p) => p.locator('[data-tile="EMPTY_BATTERY"]').waitFor());

  await leave("map", () => page.locator('[data-tile="EMPTY_BATTERY"]').click());
  await at("map", (p) => p.locator(".leaflet-marker-icon").waitFor());
  await page.getByTestId("confirm-location").click();
  await page.getByTestId("pin-address").waitFor({ timeout: 30_000 });
  await settle();

  await leave("additional-details", () => page.getByTestId("save-location").click());
  await at("additional-details", (p) => p.locator('textarea[name="description"]').waitFor());
  await page.locator('textarea[name="description"]').fill("The battery is flat, the car does not start.");
  await page.getByRole("checkbox").check();
  await settle();

  await leave("track-driver", () => page.locator('main form button[type="submit"]').click());
  await at("track-driver", (p) => p.locator("main").waitFor());
  await page.waitForTimeout(1000);
  await settle();

  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  const report = (name: string, own: typeof scripts, budget?: number) => {
    const total = own.reduce((s, x) => s + x.gz, 0);
    const over = budget !== undefined && total > budget;
    const mapOutside = name !== "map" && own.some((s) => MAP_CODE.test(s.url));
    if (over || mapOutside) failed = true;
    const verdict = budget === undefined ? "" : over ? "OVER" : "ok";
    console.log(
      `${name.padEnd(20)} ${kb(total)} KB gzipped JS in ${String(own.length).padStart(2)} files${budget === undefined ? "" : ` (budget ${budget / 1024} KB)`} ${verdict}${mapOutside ? " MAP CODE OUTSIDE THE MAP STEP" : ""}`,
    );
    if (process.env.BENCH_VERBOSE)
      for (const s of [...own].sort((a, b) => b.gz - a.gz))
        console.log(`    ${kb(s.gz)} KB  ${new URL(s.url).pathname}`);
  };
  report(
    "entry bundle",
    scripts.filter((s) => s.bucket === "entry"),
  );
  for (const step of STEPS)
    report(
      step,
      scripts.filter((s) => s.bucket === step),
      STEP_BUDGET_BYTES,
    );
  if (!scripts.some((s) => s.bucket === "map" && MAP_CODE.test(s.url))) {
    console.log("the map step loaded no Leaflet/map chunk: did the chunk names change? (see MAP_CODE)");
    failed = true;
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
