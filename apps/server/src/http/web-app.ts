import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { errorBody } from "./error-handler.ts";

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
 * worker, the manifest) must be revalidated so a new release is picked up.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = join(webDist, "index.html");
  const served = existsSync(indexFile);
  if (served) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One route per file present at start: "/" and unknown paths fall through to the SPA handler.
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = path.startsWith(join(webDist, "assets"));
        res.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0];
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && path !== "/api" && !path.startsWith("/api/");
    if (!isPage || path.startsWith("/assets/")) return reply.status(404).send(errorBody(404, "NOT_FOUND"));
    // Built after start? The static plugin was not registered then; a restart picks it up.
    if (!served || !existsSync(indexFile)) return reply.status(503).send(errorBody(503, "WEB_APP_NOT_BUILT"));
    reply.header("Cache-Control", "no-cache");
    if (POPUP_PAGES.has(path)) reply.header("Cross-Origin-Opener-Policy", "unsafe-none");
    if (DRIVER_PAGE.test(path) && existsSync(join(webDist, "driver.html")))
      return reply.sendFile("driver.html", webDist);
    return reply.sendFile("index.html", webDist);
  });
}
