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
  /** `html` without the app's code (its entry script and module preloads): a page that must not start the app. */
  htmlWithoutCode: string;
  build: FirstPaintBuild | null;
  /** Renders the screens a page's data makes (a case's steps, the picker's list); null in an older build. */
  screens: ScreenRenderer | null;
  /** A built stylesheet's text by its address (/assets/...), read once. */
  stylesheet(href: string): string | undefined;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;
/** The entry's module script and the module preloads Vite writes into index.html. */
const ENTRY_SCRIPT_TAG = /\s*<script type="module"[^>]*src="[^"]+"[^>]*><\/script>/;
const MODULE_PRELOAD_TAG = /\s*<link rel="modulepreload"[^>]*href="[^"]+"[^>]*>/g;

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
  const html = readFileSync(indexFile, "utf8").replace(STYLESHEET_LINK, (link, href: string) => {
    const file = join(webDist, href);
    return existsSync(file) ? inlinedStylesheet(href, readFileSync(file, "utf8")) : link;
  });
  const buildFile = join(webDist, "first-paint.json");
  const build = existsSync(buildFile) ? (JSON.parse(readFileSync(buildFile, "utf8")) as FirstPaintBuild) : null;
  const htmlWithoutCode = html.replace(ENTRY_SCRIPT_TAG, "").replace(MODULE_PRELOAD_TAG, "");
  const stylesheets = new Map<string, string | undefined>();
  const stylesheet = (href: string) => {
    if (!stylesheets.has(href)) {
      const file = join(webDist, href);
      stylesheets.set(href, href.startsWith("/assets/") && existsSync(file) ? readFileSync(file, "utf8") : undefined);
    }
    return stylesheets.get(href);
  };
  return { html, htmlWithoutCode, build, screens: await loadScreenRenderer(webDist), stylesheet };
}
