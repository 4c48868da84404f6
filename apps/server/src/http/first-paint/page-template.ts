import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Language } from "@hitch/contract/common/enum-values";
import type { EntryKind, FrameKind } from "./page-subject.ts";
import { loadScreenRenderer, type ScreenRenderer } from "./screen-renderer.ts";

/** What the web build writes to dist/first-paint.json (apps/web/scripts/write-first-paint.mjs). */
export interface FirstPaintBuild {
  frames: Record<Language, Record<FrameKind, { wordmark: string; logo: string }>>;
  preloads: Record<EntryKind, Record<Language, { scripts: string[]; styles: string[] }>>;
  /** The "too many attempts" page's content per language (rate-limited-page.ts); absent in an older build. */
  rateLimited?: Record<Language, string>;
}

/** The built index.html taken apart once at start, with what it needs to become each page. */
export interface PageTemplate {
  /** index.html with its entry stylesheets inlined. */
  html: string;
  build: FirstPaintBuild | null;
  /** Renders the screens a page's data makes (a case's steps, the picker's list); null in an older build. */
  screens: ScreenRenderer | null;
  /** A built stylesheet's text by its address (/assets/...), read once. */
  stylesheet(href: string): string | undefined;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;
/** The entry's module script and the module preloads Vite writes into index.html. */
const ENTRY_CODE_TAG = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

/**
 * How a page asks for its code when its HTML paints the first screen by itself. The code is not needed for that
 * paint, so it is fetched at low priority. This also keeps Lighthouse's estimate honest: a module script fetched
 * at the default high priority that arrives before the first paint is counted as render-blocking (module scripts
 * leave no trace event that would show they ran after the paint), which doubled the simulated first paint on
 * every run where the script won the race (docs/decisions/0025-first-paint-code-at-low-priority.md).
 */
export const LOW_PRIORITY = 'fetchpriority="low"';

/**
 * Reads the built page. The entry's stylesheets are a few kilobytes: inlined, the first paint waits for no
 * second request (the rules are the same ones the app's code uses, so nothing changes when it starts).
 */
export async function loadPageTemplate(webDist: string): Promise<PageTemplate | null> {
  const indexFile = join(webDist, "index.html");
  if (!existsSync(indexFile)) return null;
  let html = readFileSync(indexFile, "utf8").replace(STYLESHEET_LINK, (link, href: string) => {
    const file = join(webDist, href);
    return existsSync(file) ? `<style>${readFileSync(file, "utf8")}</style>` : link;
  });
  const buildFile = join(webDist, "first-paint.json");
  const build = existsSync(buildFile) ? (JSON.parse(readFileSync(buildFile, "utf8")) as FirstPaintBuild) : null;
  // Without frames (an older build) the page is blank until the code has run: it keeps its default priority.
  if (build) html = html.replace(ENTRY_CODE_TAG, (tag) => `${tag} ${LOW_PRIORITY}`);
  const stylesheets = new Map<string, string | undefined>();
  const stylesheet = (href: string) => {
    if (!stylesheets.has(href)) {
      const file = join(webDist, href);
      stylesheets.set(href, href.startsWith("/assets/") && existsSync(file) ? readFileSync(file, "utf8") : undefined);
    }
    return stylesheets.get(href);
  };
  return { html, build, screens: await loadScreenRenderer(webDist), stylesheet };
}
