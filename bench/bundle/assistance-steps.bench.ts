// Budget: in the assistance flow, Leaflet and the map code are needed only from the map step on, and each
// step's own JavaScript is at most 40 KB gzipped on top of the entry bundle (what the link-entry page loaded
// before the flow's first screen). Measured in Chromium walking the real flow on a phone-sized screen against the
// real server: every script response, gzipped (level 9) as a server would send it.
//
// The app fetches the next step's code while the customer is on a step, so what arrives while a step is open is
// partly the next step's. Each file is charged to the step that first needs it: a reference walk in data-saver
// mode (the app then fetches nothing ahead) tells which step loads which file; the walk as customers get it
// (fetching ahead) must load no other file and nothing more than one step ahead, and the report shows how much of
// each step had arrived before it opened. Map tiles cannot load offline; their requests are refused.
//
// One kind of file only the walk that fetches ahead loads: a facade, which holds nothing but an `export {...} from`
// of another chunk. Rolldown makes one when a module is imported dynamically (a step's heavy import fetched a task
// ahead, prefetchable's aheadFirst) and statically by a step's own code: the dynamic import resolves through the
// facade, the step's code imports the chunk itself. A facade counts as a file of the step that needs the chunk it
// re-exports (its few bytes are in no step's total, which the reference walk gives); any other file no step needs
// still fails the bench.
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../lib/chromium.ts";
import { emulateSaveData } from "../lib/save-data.ts";
import { startServer, type RunningServer } from "../lib/server.ts";

const STEP_BUDGET_BYTES = 40 * 1024;
/** The shortest time a customer spends on a step, in the walks. */
const STEP_DWELL_MS = 3000;
/** Chunks of Leaflet and of the map step: allowed only in the map step's share. */
const MAP_CODE = /\/assets\/(leaflet|map-page|location-map)[-.]/;
const STEPS = ["landing", "vehicle-details", "incidents", "map", "additional-details", "track-driver"] as const;
const BUCKETS = ["entry", ...STEPS] as const;
type Bucket = (typeof BUCKETS)[number];
/** `reexports`: for a facade, the path of the one chunk it re-exports (above). */
type Script = { bucket: Bucket; path: string; gz: number; reexports?: string };
/** A file whose whole text is one re-export of a sibling chunk, as Rolldown writes a dynamic import's facade. */
const FACADE = /^export\s*\{[^}]*\}\s*from\s*"\.\/([\w.-]+\.js)";?\s*$/;

/** Walks one new request through the flow; each script is listed once, in the step open when it was requested. */
async function walk(browser: Browser, server: RunningServer, saveData: boolean): Promise<Script[]> {
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
  if (saveData) await emulateSaveData(context);
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const page = await context.newPage();

  // The bucket moves on when the user acts to leave a step (or, for the entry, when the app goes to the flow's
  // first screen).
  let bucket: Bucket = "entry";
  const scripts = new Map<string, Script>();
  const bodies: Promise<void>[] = [];
  let lastRequest = Date.now();
  page.on("request", (req) => {
    if (req.resourceType() !== "script") return;
    lastRequest = Date.now();
    const path = new URL(req.url()).pathname;
    if (scripts.has(path)) return;
    const entry: Script = { bucket, path, gz: 0 };
    scripts.set(path, entry);
    bodies.push(
      req.response().then(async (res) => {
        const body = res ? await res.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        entry.gz = gzipSync(body, { level: 9 }).length;
        const facadeOf = FACADE.exec(body.toString("utf8"))?.[1];
        if (facadeOf) entry.reexports = new URL(facadeOf, req.url()).pathname;
      }),
    );
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && bucket === "entry" && new URL(frame.url()).pathname.startsWith("/assistance/"))
      bucket = "landing";
  });

  /**
   * Waits as a customer would stay on a step at the least (a few seconds: what is fetched ahead starts once the
   * screen is up and the browser idle), until no script has been requested for a second and every body is read.
   */
  let openedAt = Date.now();
  async function settle() {
    await page.waitForLoadState("networkidle");
    while (Date.now() - openedAt < STEP_DWELL_MS || Date.now() - lastRequest < 1000) await page.waitForTimeout(100);
    await Promise.all(bodies);
  }
  const at = async (step: Bucket, ready: (page: Page) => Promise<unknown>) => {
    await page.waitForURL(new RegExp(`/assistance/${step}$`), { timeout: 30_000 });
    openedAt = Date.now();
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
  await context.close();
  return [...scripts.values()];
}

const server = await startServer(Number(process.env.BENCH_PORT ?? 3260));
const browser = await launchChromium();
let failed = false;
try {
  const reference = await walk(browser, server, true);
  const live = await walk(browser, server, false);
  const owner = new Map(reference.map((s) => [s.path, s.bucket]));

  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  const report = (name: Bucket, own: Script[], budget?: number) => {
    const total = own.reduce((s, x) => s + x.gz, 0);
    const over = budget !== undefined && total > budget;
    const mapOutside = name !== "map" && own.some((s) => MAP_CODE.test(s.path));
    if (over || mapOutside) failed = true;
    // How much of this step's code the live walk had fetched before the step opened.
    const early = own.filter((s) => {
      const seen = live.find((l) => l.path === s.path);
      return seen && BUCKETS.indexOf(seen.bucket) < BUCKETS.indexOf(name);
    });
    const ahead = early.reduce((s, x) => s + x.gz, 0);
    const verdict = budget === undefined ? "" : over ? "OVER" : "ok";
    console.log(
      `${name.padEnd(20)} ${kb(total)} KB gzipped JS in ${String(own.length).padStart(2)} files${budget === undefined ? "" : ` (budget ${budget / 1024} KB)`} ${verdict}${mapOutside ? " MAP CODE OUTSIDE THE MAP STEP" : ""}${name === "entry" ? "" : `; ${kb(ahead).trim()} KB of it fetched ahead`}`,
    );
    if (process.env.BENCH_VERBOSE)
      for (const s of [...own].sort((a, b) => b.gz - a.gz)) console.log(`    ${kb(s.gz)} KB  ${s.path}`);
  };
  report(
    "entry",
    reference.filter((s) => s.bucket === "entry"),
  );
  for (const step of STEPS)
    report(
      step,
      reference.filter((s) => s.bucket === step),
      STEP_BUDGET_BYTES,
    );

  // Fetching ahead may only move a step's own files one step earlier, never add files no step needs.
  for (const s of live) {
    const needed = owner.get(s.path) ?? (s.reexports ? owner.get(s.reexports) : undefined);
    if (!needed) {
      console.log(`fetched ahead but needed by no step: ${s.path} (while on ${s.bucket})`);
      failed = true;
    } else if (BUCKETS.indexOf(needed) - BUCKETS.indexOf(s.bucket) > 1) {
      console.log(`fetched more than one step ahead: ${s.path} (needed on ${needed}, fetched on ${s.bucket})`);
      failed = true;
    }
  }
  if (!reference.some((s) => s.bucket === "map" && MAP_CODE.test(s.path))) {
    console.log("the map step loaded no Leaflet/map chunk: did the chunk names change? (see MAP_CODE)");
    failed = true;
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
