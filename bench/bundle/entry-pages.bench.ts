// Budget: the JavaScript a phone downloads to render a link-entry or partner page is at most
// 100 KB compressed. Measured in Chromium against the real server: every script response the page loads until
// the network is idle, counted as the bytes of its body received over the wire (the server sends the build's
// brotli copies to a browser that accepts them), with the encoding each came in.
//
// A link-entry page is measured with a link that stays on it (an unknown code renders the page's own
// error screen). A valid link goes on into its flow's first screen; that screen's own JavaScript has the
// flows' per-step budget of 40 KB on top of the entry , so a valid link is held to 100 + 40 KB.
// No customer page may load any of the operator console's code (its chunks are named console-*) or texts: no
// file the page receives (scripts, translations, the page itself, as the server sends them) holds a sentence
// found only in the console's translations. The console's own page is read the same way, to show the probe
// finds those sentences where they are.
//
// A flow's screen fetches the next step's code once it is up and the browser idle. That is the next step's
// (bench/bundle/assistance-steps.bench.ts), not the first screen's: the figure is measured in data-saver mode,
// where the app fetches nothing ahead, and a second load as customers get it checks that nothing beyond those
// files is requested before the page's load event, i.e. before the first screen is there.
// BENCH_VERBOSE=1 lists every file.
import type { Browser } from "playwright-core";
import { launchChromium } from "../lib/chromium.ts";
import { emulateSaveData } from "../lib/save-data.ts";
import { startServer } from "../lib/server.ts";
import { consoleOnlyTexts } from "./console-texts.ts";

const KB = 1024;
const ENTRY_BUDGET = 100 * KB;
const STEP_BUDGET = 40 * KB;

const server = await startServer(Number(process.env.BENCH_PORT ?? 3311));
const CONSOLE_CODE = /\/assets\/console[-.]/;
/** The responses read for console texts: everything but images and fonts. */
const TEXT_TYPES = /javascript|json|html|css|text\//;
const browser = await launchChromium();
const CONSOLE_TEXTS = consoleOnlyTexts();
let over = false;
try {
  const consolePage = await load(browser, `${server.baseUrl}/console`, false);
  const seenInConsole = CONSOLE_TEXTS.filter((text) => consolePage.bodies.some((b) => b.text.includes(text)));
  if (seenInConsole.length === 0) {
    over = true;
    console.log(`the console's own page holds none of its ${CONSOLE_TEXTS.length} own sentences: the probe is broken`);
  } else
    console.log(
      `console texts: ${CONSOLE_TEXTS.length} console-only sentences; the console's sign-in page holds ${seenInConsole.length}`,
    );

  const api = { Authorization: `Bearer ${server.adminKey}`, "Content-Type": "application/json" };
  const link = await (
    await fetch(`${server.baseUrl}/api/v1/public/assistance-request/link`, {
      method: "POST",
      headers: api,
      body: JSON.stringify({ serviceName: "demo" }),
    })
  ).json();
  const claim = await (
    await fetch(`${server.baseUrl}/api/v1/public/claim-link`, {
      method: "POST",
      headers: api,
      body: JSON.stringify({ serviceName: "demo" }),
    })
  ).json();
  const unknownCode = "0".repeat(32);
  const pages: { name: string; path: string; budget: number }[] = [
    { name: "partner landing", path: "/partner/demo", budget: ENTRY_BUDGET },
    { name: "generic landing", path: "/", budget: ENTRY_BUDGET },
    { name: "assistance link entry", path: `/assistance-request-link/${unknownCode}`, budget: ENTRY_BUDGET },
    { name: "claim link entry", path: `/claim-link/${unknownCode}`, budget: ENTRY_BUDGET },
    { name: "valid assistance link -> landing", path: new URL(link.url).pathname, budget: ENTRY_BUDGET + STEP_BUDGET },
    { name: "valid claim link -> incidents", path: new URL(claim.url).pathname, budget: ENTRY_BUDGET + STEP_BUDGET },
  ];
  for (const { name, path, budget } of pages) {
    const { scripts, bodies } = await load(browser, server.baseUrl + path, true);
    const total = scripts.reduce((s, x) => s + x.bytes, 0);
    const encodings = [...new Set(scripts.map((x) => x.encoding))].join(", ");
    if (total > budget) over = true;
    const consoleCode = scripts.filter((s) => CONSOLE_CODE.test(new URL(s.url).pathname));
    if (consoleCode.length) {
      over = true;
      console.log(
        `${name}: loads the operator console's ${consoleCode.map((s) => new URL(s.url).pathname).join(", ")}`,
      );
    }
    const leaks = (bodies: Body[]) =>
      bodies.flatMap((b) =>
        CONSOLE_TEXTS.filter((text) => b.text.includes(text)).map((text) => `"${text}" in ${b.url}`),
      );
    const leaked = leaks(bodies);
    if (leaked.length) {
      over = true;
      console.log(`${name}: receives the operator console's texts: ${leaked.slice(0, 5).join("; ")}`);
    }
    const verdict = total <= budget ? "ok" : "OVER";
    console.log(
      `${name.padEnd(34)} ${(total / KB).toFixed(1).padStart(6)} KB of JS received in ${String(scripts.length).padStart(2)} files (${encodings}; budget ${budget / KB} KB) ${verdict}`,
    );
    if (process.env.BENCH_VERBOSE)
      for (const s of scripts.sort((a, b) => b.bytes - a.bytes))
        console.log(`    ${(s.bytes / KB).toFixed(1).padStart(6)} KB  ${new URL(s.url).pathname}`);

    // As customers get it: whatever is fetched ahead starts only after the load event.
    const firstScreen = new Set(scripts.map((s) => new URL(s.url).pathname));
    const live = await load(browser, server.baseUrl + path, false);
    const ahead = live.scripts.filter((s) => !firstScreen.has(new URL(s.url).pathname));
    const early = ahead.filter((s) => s.startedAt < live.loadedAt);
    const leakedAhead = leaks(live.bodies);
    if (leakedAhead.length) {
      over = true;
      console.log(`${name}: fetches ahead the operator console's texts: ${leakedAhead.slice(0, 5).join("; ")}`);
    }
    if (early.length) {
      over = true;
      console.log(`${name}: fetched ahead before the page had loaded: ${early.map((s) => s.url).join(", ")}`);
    } else if (ahead.length)
      console.log(
        `${"".padEnd(34)} then ${(ahead.reduce((s, x) => s + x.bytes, 0) / KB).toFixed(1)} KB of the next step's JS fetched ahead after the load event`,
      );
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exit(over ? 1 : 0);

type Loaded = { url: string; bytes: number; encoding: string; startedAt: number };
/** A text file the page received (script, translation, page, style), decoded as the browser read it. */
type Body = { url: string; text: string };

/** Opens a page on a phone and lists the scripts it received until the network is idle, and when it loaded. */
async function load(browser: Browser, url: string, saveData: boolean) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  if (saveData) await emulateSaveData(context);
  const page = await context.newPage();
  const scripts: Loaded[] = [];
  const bodies: Body[] = [];
  const reading: Promise<unknown>[] = [];
  page.on("response", (response) => {
    if (!TEXT_TYPES.test(response.headers()["content-type"] ?? "")) return;
    reading.push(
      response.body().then(
        (body) => bodies.push({ url: response.url(), text: body.toString("utf8") }),
        () => undefined,
      ),
    );
  });
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return;
    const encoding = (await request.response())?.headers()["content-encoding"] ?? "identity";
    const bytes = (await request.sizes()).responseBodySize;
    scripts.push({ url: request.url(), bytes, encoding, startedAt: request.timing().startTime });
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(saveData ? 300 : 2000);
  const loadedAt = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return performance.timeOrigin + navigation.loadEventStart;
  });
  await Promise.all(reading);
  await context.close();
  return { scripts, bodies, loadedAt };
}
