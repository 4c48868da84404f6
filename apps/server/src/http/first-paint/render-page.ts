import { DEFAULT_LANGUAGE, type Language } from "@hitch/contract/common/enum-values";
import { brandProperties } from "@hitch/contract/services/theme-values";
import { themeOf } from "../../modules/services/public.ts";
import type { PageSubject } from "./page-subject.ts";
import { inlinedStylesheet, type PageTemplate } from "./page-template.ts";

// Names shared with the web app: app/first-paint/frames.ts (placeholders, frame element) and app/theme.ts.
const FRAME_SERVICE = "__HITCH_SERVICE__";
const FRAME_LOGO = "__HITCH_LOGO__";
const FRAME_SCREEN = "__HITCH_SCREEN__";
const FRAME_ELEMENT_ID = "first-paint";
const SERVED_THEME_ELEMENT_ID = "hitch-theme";
const SERVED_LANGUAGE_META = "hitch-language";
const SERVED_SERVICE_LINE_META = "hitch-service-line";
/** Frames of a screen whose styles are not the entry's (a flow's screen, a page's screen from its data). */
const FLOW_FRAMES = new Set<PageSubject["frame"]>(["assistanceLanding", "claimIncidents", "screen"]);

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The page for one request: the built index.html in the page's language, with the service's colours and
 * logo, the first screen's frame (shown until the app has drawn the same screen; the app's root stays hidden
 * until then), and preloads of the code and texts that screen needs.
 */
export function renderPage(template: PageTemplate, subject: PageSubject, serviceLinkName: string): string {
  const language = subject.language ?? DEFAULT_LANGUAGE;
  const theme = subject.service ? themeOf(subject.service) : null;
  const head: string[] = [];
  // The language the page's data gave (a link's, an invitation's): the app follows it where the address names none.
  if (subject.language) head.push(`<meta name="${SERVED_LANGUAGE_META}" content="${subject.language}">`);

  // The service's direct line: an error screen's Call button when the page's first call never reaches the server.
  const line = subject.service?.directContact;
  if (line) head.push(`<meta name="${SERVED_SERVICE_LINE_META}" content="${escapeHtml(line)}">`);

  if (theme) {
    const properties = Object.entries(brandProperties(theme.color))
      .map(([name, value]) => `${name}:${value}`)
      .join(";");
    head.push(`<style>:root{${properties}}</style>`);
    // Read by the app as it starts (JSON is data to the browser: the page's script policy does not apply).
    const json = JSON.stringify(theme).replace(/</g, "\\u003c");
    head.push(`<script type="application/json" id="${SERVED_THEME_ELEMENT_ID}">${json}</script>`);
  }

  let body = `<div id="root"></div>`;
  const build = template.build;
  if (build) {
    const { scripts, styles } = build.preloads[subject.entry][language];
    // Fetched beside the entry's code rather than once it has run and found that it needs them.
    for (const href of scripts) head.push(`<link rel="modulepreload" crossorigin href="${href}">`);
    for (const href of styles) {
      // A frame of a flow's screen needs that flow's styles to paint: inline them. Otherwise the app loads them.
      const css = FLOW_FRAMES.has(subject.frame) ? template.stylesheet(href) : undefined;
      head.push(css ? inlinedStylesheet(href, css) : `<link rel="preload" as="style" href="${href}">`);
    }
    const screen = screenMarkup(template, subject, language);
    const variants = build.frames[language][screen === null ? "loading" : subject.frame];
    const frame = (theme?.logo ? variants.logo.replaceAll(FRAME_LOGO, escapeHtml(theme.logo)) : variants.wordmark)
      .replaceAll(FRAME_SERVICE, escapeHtml(encodeURIComponent(serviceLinkName)))
      // Last: the screen's own text (a workshop's name, say) is never read for placeholders.
      .replace(FRAME_SCREEN, () => screen ?? "");
    head.push(`<style>#${FRAME_ELEMENT_ID}~#root{display:none}</style>`);
    // A picture of the screen until the app has drawn it: inert, so a tap or a screen reader waits for the real one.
    body = `<div id="${FRAME_ELEMENT_ID}" inert>${frame}</div>${body}`;
  }

  let html = template.html
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    // Functions, so that nothing in the inserted text is read as a replacement pattern.
    .replace("</head>", () => `${head.join("")}</head>`)
    .replace(`<div id="root"></div>`, () => body);
  if (theme)
    html = html.replace(/(<meta name="theme-color" content=")[^"]*"/, (_, start: string) => `${start}${theme.color}"`);
  return html;
}

/**
 * The screen of a "screen" frame, rendered from the page's data by the app's components (React escapes the data);
 * "" for any other frame, null when it cannot be rendered (the page then shows the loading frame).
 */
function screenMarkup(template: PageTemplate, subject: PageSubject, language: Language): string | null {
  if (subject.frame !== "screen") return "";
  const { screen } = subject;
  const screens = template.screens;
  if (!screen || !screens) return null;
  try {
    switch (screen.kind) {
      case "caseStatus":
        return screens.caseStatusScreen(language, screen);
      case "feedbackForm":
        return screens.feedbackFormScreen(language, screen);
      case "picker":
        return screens.pickerScreen(language, screen.search, screen.workshops);
    }
  } catch {
    // A picture only: the app shows the screen itself a moment later.
    return null;
  }
}
