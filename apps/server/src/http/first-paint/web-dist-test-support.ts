import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LANGUAGES } from "@hitch/contract/common/enum-values";

const KINDS = ["home", "partner", "link", "loading", "assistanceLanding", "claimIncidents", "screen"];
const ENTRIES = [
  "home",
  "partner",
  "assistanceLink",
  "claimLink",
  "assistance",
  "claims",
  "cases",
  "feedback",
  "picker",
];

/**
 * The web build's screen renderer (dist/server/render-screens.mjs) as a stand-in that writes out what it was given,
 * so the test sees which data the server hands it; the real one (the app's components) is the browser tests' part.
 */
const SCREEN_RENDERER = `
const esc = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;");
export const caseStatusScreen = (language, { progress, service }) =>
  \`<section data-screen="caseStatus" lang="\${language}">\${esc(progress.licensePlate)};\${progress.progress.length};\${esc(progress.workshop?.name)};\${esc(service.name)}</section>\`;
export const feedbackFormScreen = (language, { uuid, caseType }) =>
  \`<section data-screen="feedbackForm" lang="\${language}">\${uuid};\${caseType}</section>\`;
export function pickerRequest(search) {
  const query = new URLSearchParams(search);
  const service = query.get("service");
  if (!service) return null;
  const incidentType = query.get("incidentType"), vehicleMark = query.get("vehicleMark") ?? "";
  return { service, filters: incidentType && vehicleMark ? { incidentType, vehicleMark, vehicleYear: null } : null };
}
export const pickerScreen = (language, search, workshops) =>
  \`<section data-screen="picker" lang="\${language}">\${workshops ? workshops.map((w) => esc(w.name)).join("|") : "filters"}</section>\`;
`;

/**
 * A built app as the web build leaves it: index.html with an entry stylesheet, first-paint.json with a frame
 * per language and kind (marked so the test can tell them apart) and each entry's preloads, and the screen renderer.
 */
export function builtWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "hitch-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "index-abc.css"), ".shell{display:flex}");
  writeFileSync(join(dir, "assets", "assistanceLink.css"), ".landing{display:grid}");
  writeFileSync(join(dir, "assets", "cases.css"), ".steps{display:grid}");
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta name="theme-color" content="#d32f2f" />` +
      `<script type="module" crossorigin src="/assets/index-abc.js"></script>` +
      `<link rel="modulepreload" crossorigin href="/assets/react-abc.js">` +
      `<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>`,
  );
  const frame = (language: string, kind: string, logo: boolean) =>
    `<header>${logo ? `<img src="__HITCH_LOGO__" alt="logo">` : "<span>Hitch</span>"}</header>` +
    `<main data-frame="${kind}" lang="${language}"><a href="/partner/claim/__HITCH_SERVICE__">x</a>` +
    `${kind === "screen" ? "__HITCH_SCREEN__" : ""}</main>`;
  const frames = Object.fromEntries(
    LANGUAGES.map((l) => [
      l,
      Object.fromEntries(KINDS.map((k) => [k, { wordmark: frame(l, k, false), logo: frame(l, k, true) }])),
    ]),
  );
  const preloads = Object.fromEntries(
    ENTRIES.map((e) => [
      e,
      Object.fromEntries(
        LANGUAGES.map((l) => [
          l,
          { scripts: [`/assets/${e}.js`, `/assets/common-${l}.js`], styles: [`/assets/${e}.css`] },
        ]),
      ),
    ]),
  );
  const rateLimited = Object.fromEntries(
    LANGUAGES.map((l) => [l, `<main data-page="rateLimited" lang="${l}"></main>`]),
  );
  writeFileSync(join(dir, "first-paint.json"), JSON.stringify({ frames, preloads, rateLimited }));
  mkdirSync(join(dir, "server"));
  writeFileSync(join(dir, "server", "render-screens.mjs"), SCREEN_RENDERER);
  return dir;
}
