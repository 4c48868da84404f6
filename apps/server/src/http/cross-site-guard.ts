import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./http-error.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const SAME_ORIGIN_FETCH = new Set(["same-origin", "none"]);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Whether a browser sent this request from our own pages. Browsers set `Origin` on every POST, PUT,
 * PATCH and DELETE and `Sec-Fetch-Site` on every request, and a page cannot forge either; a request
 * with neither comes from a program (an operator's curl, a driver app), which has no session cookie
 * to abuse and authenticates with a Bearer key instead.
 */
function fromOwnPages(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    // "null" (a sandboxed frame, a redirect from elsewhere) never matches.
    return origin === publicOrigin || hostOf(origin) === request.host;
  }
  const site = request.headers["sec-fetch-site"];
  return site === undefined || SAME_ORIGIN_FETCH.has(site);
}

/**
 * Cross-site request forgery: the session cookie is SameSite=Lax, but a state-changing request from
 * another site is refused here too (403 CROSS_SITE_REQUEST) rather than left to the cookie attribute
 * alone. The same origin is PUBLIC_URL's or the request's own host (a development proxy keeps Host).
 */
export function refuseCrossSiteRequests(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook("onRequest", (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method) || fromOwnPages(request, publicOrigin)) return done();
    done(new HttpError(403, "CROSS_SITE_REQUEST"));
  });
  // A plain HTML form can send text/plain without a CORS preflight. No route reads it, so without a
  // parser it answers 415 like every other type a route does not take; JSON routes take application/json only.
  app.removeContentTypeParser("text/plain");
}
