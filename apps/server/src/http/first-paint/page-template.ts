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
  /**
   * index.html with its entry stylesheets inlined. With a build's frames, without the entry's code tags: a page
   * starts that code only after its first paint (code-loader.ts), from `entryCode`.
   */
  html: string;
  /** The entry module and Vite's module preloads, taken out of `html`; null without frames. */
  entryCode: { entry: string; modules: string[] } | null;
  build: FirstPaintBuild | null;
  /** Renders the screens a page's data makes (a case's steps, the picker's list); null in an older build. */
  screens: ScreenRenderer | null;
  /** A built stylesheet's text by its address (/assets/...), read once. */
  stylesheet(href: string): string | undefined;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;
/** The entry's module script and the module preloads Vite writes into index.html. */
const ENTRY_SCRIPT_TAG = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD_TAG = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * A stylesheet written into the page. The disabled link beside it is never fetched; it tells the app's loader
 * (Vite's preload helper, which looks for a stylesheet link by address before it loads a lazy module's styles)
 * that the styles are there, so the browser does not fetch and apply them a second time.
 */
export const inlinedStylesheet = (href: string, css: string) =>
  `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;

/**
 * Reads the built page. The entry's stylesheets are a few kilobytes: inlined, the first paint waits for no
 * second request (the rules are the same ones the app's code uses, so nothing changes when it starts).
 */
export async function loadPageTemplate(webDist: string): Promise<PageTemplate | null> {
  const indexFile = join(webDist, "index.html");
  if (!existsSync(indexFile)) return null;
  let html = readFileSync(indexFile, "utf8").replace(STYLESHEET_LINK, (link, href: string) => {
    const file = join(webDist, href);
    return existsSync(file) ? inlinedStylesheet(href, readFileSync(file, "utf8")) : link;
  });
  const buildFile = join(webDist, "first-paint.json");
  const build = existsSync(buildFile) ? (JSON.parse(readFileSync(buildFile, "utf8")) as FirstPaintBuild) : null;
  // Without frames (an older build) the page is blank until the code has run: it keeps its tags as built.
  let entryCode: PageTemplate["entryCode"] = null;
  const entry = build ? ENTRY_SCRIPT_TAG.exec(html)?.[1] : undefined;
  if (entry) {
    const modules = [...html.matchAll(MODULE_PRELOAD_TAG)].map((match) => match[1]);
    html = html.replace(ENTRY_SCRIPT_TAG, "").replace(MODULE_PRELOAD_TAG, "");
    entryCode = { entry, modules };
  }
  const stylesheets = new Map<string, string | undefined>();
  const stylesheet = (href: string) => {
    if (!stylesheets.has(href)) {
      const file = join(webDist, href);
      stylesheets.set(href, href.startsWith("/assets/") && existsSync(file) ? readFileSync(file, "utf8") : undefined);
    }
    return stylesheets.get(href);
  };
  return { html, entryCode, build, screens: await loadScreenRenderer(webDist), stylesheet };
}
