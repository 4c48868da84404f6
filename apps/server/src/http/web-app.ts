import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { errorBody } from "./error-handler.ts";
import { pageSubject, type PageSubject } from "./first-paint/page-subject.ts";
import { loadPageTemplate } from "./first-paint/page-template.ts";
import { codePageLimit } from "./first-paint/rate-limited-page.ts";
import { renderPage } from "./first-paint/render-page.ts";
import type { ScreenRenderer } from "./first-paint/screen-renderer.ts";
import { sendCompressedHtml } from "./first-paint/send-compressed.ts";

/**
 * Pages a provider's own site opens as a popup and that answer it through window.opener.postMessage.
 * Helmet's Cross-Origin-Opener-Policy: same-origin would cut that opener off, so these relax it.
 */
const POPUP_PAGES = new Set(["/select-workshop-external"]);

/** The driver app's pages: its own entry (driver.html), never the customer's index.html. */
const DRIVER_PAGE = /^\/(?:driver|driver\/.*|driver-link\/.*)$/;

/**
 * Serves the built web app from WEB_DIST. Any GET outside /api that matches no file gets
 * index.html so the client router can take it (SPA fallback). Vite's hashed files under
 * /assets never change and are cached for a year; everything else (index.html, the service
 * worker, the manifest) must be revalidated so a new release is picked up. The build writes a
 * brotli and a gzip copy of each text file (apps/web/scripts/precompress.mjs); the copy the
 * browser accepts is sent in its place. The pages themselves are made per request (first-paint/):
 * branded for the service the address leads to, with a frame of the first screen.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, codeLookupsPerMinute: number) {
  // Built after start? Nothing is served then; a restart picks the build up.
  const template = await loadPageTemplate(webDist);
  if (template) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One route per file present at start: "/" and unknown paths fall through to the SPA handler.
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // The copies are found beside their file; they need no route of their own. dist/server/ is the server's
      // own code (the screens it renders per request), never sent.
      globIgnore: ["**/*.br", "**/*.gz", "server/**"],
      setHeaders(res, path) {
        const immutable = path.startsWith(join(webDist, "assets"));
        res.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
        // A shared cache must keep the compressed and the plain answer apart.
        res.setHeader("Vary", "Accept-Encoding");
      },
    });
  }

  const limitCodePages = template && codePageLimit(app, template, codeLookupsPerMinute);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0];
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && path !== "/api" && !path.startsWith("/api/");
    if (!isPage || path.startsWith("/assets/")) return reply.status(404).send(errorBody(404, "NOT_FOUND"));
    if (!template) return reply.status(503).send(errorBody(503, "WEB_APP_NOT_BUILT"));
    reply.header("Cache-Control", "no-cache");
    if (POPUP_PAGES.has(path)) reply.header("Cross-Origin-Opener-Policy", "unsafe-none");
    // The operator console is its own page and bundle (console.html), never the customer's app.
    if (path === "/console" || path.startsWith("/console/")) return reply.sendFile("console.html", webDist);
    // The driver app is its own page and bundle (driver.html), reached by its sign-in links.
    if (DRIVER_PAGE.test(path) && existsSync(join(webDist, "driver.html")))
      return reply.sendFile("driver.html", webDist);
    if (limitCodePages && (await limitCodePages(request, reply, path))) return reply;
    const html = renderPage(template, await subjectOf(app, request, template.screens), pathSegment(path, 2));
    return sendCompressedHtml(request, reply, html);
  });
}

/** The page's subject; a failed lookup costs the page its brand, never the page. */
async function subjectOf(
  app: FastifyInstance,
  request: FastifyRequest,
  screens: ScreenRenderer | null,
): Promise<PageSubject> {
  try {
    return await pageSubject(app.appContext, request, screens);
  } catch (error) {
    request.log.warn({ err: error }, "page subject lookup failed");
    return { entry: "home", frame: "loading", service: null, language: null };
  }
}

/** The path's n-th segment (1-based), decoded; "" when absent or malformed. */
function pathSegment(path: string, n: number): string {
  try {
    return decodeURIComponent(path.split("/")[n] ?? "");
  } catch {
    return "";
  }
}
