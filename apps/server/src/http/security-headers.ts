import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

type Header = readonly [name: string, value: string];

/**
 * The headers helmet sets with these options, worked out once. None of our options is a function
 * (no per-request nonce), so helmet's answer is the same for every request; running its middleware
 * per request rebuilt the CSP string each time (@fastify/helmet even rebuilt the middleware).
 */
export function helmetHeaders(options: HelmetOptions): Header[] {
  const headers: Header[] = [];
  const response = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error("helmet failed", { cause: error });
  });
  return headers;
}

/** Pages (the web app, the API docs, the assessment page): helmet's defaults with our CSP. */
export function documentHeaders(https: boolean): Header[] {
  return helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // No inline script: what a page hands the app is JSON (a data island), which the browser does not run.
        scriptSrc: ["'self'"],
        // The theme colour is applied as an inline style; Leaflet positions tiles with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https://*.tile.openstreetmap.org"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  });
}

/**
 * API answers (JSON and stored files): the set OWASP's REST cheat sheet gives for responses that are
 * never rendered as a page. The document-only headers (opener and embedder policies, origin-agent
 * cluster, DNS prefetch, download options, XSS filter) say nothing about JSON, and every byte counts
 * on the weak connections our customers are on: this is about 700 bytes less per API answer.
 */
export function apiHeaders(https: boolean): Header[] {
  return helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: https,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: "deny" },
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  });
}

/** API routes live under /api/v1/; everything else (pages, /api/docs) is a document. */
export const API_PATH_PREFIX = "/api/v1/";

export function installSecurityHeaders(app: FastifyInstance, https: boolean) {
  const forApi = Object.fromEntries(apiHeaders(https));
  const forDocuments = Object.fromEntries(documentHeaders(https));
  // Set on the reply, not the raw response: Node writes headers handed to writeHead in one pass, but
  // once any is set on the raw response it takes the slow path for every header of the answer. A
  // route that writes the raw response itself (the status stream) passes reply.getHeaders() on.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith(API_PATH_PREFIX) ? forApi : forDocuments);
    done();
  });
}
