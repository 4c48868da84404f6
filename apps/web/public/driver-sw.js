// The driver app's own service worker (scope /driver, which also covers /driver-link/...): an offline shell, so a
// driver who loses the network in a dead zone can still open the app, see the offline notice and their queued
// updates. It is not the customer's worker (sw.js, scope /), and the customer's precache leaves this file out.
// Hand-written rather than generated: the shell is one page and the files it names, read from that page itself.
// Offers as notifications when the phone is locked: public/driver-push-sw.js.
importScripts("/driver-push-sw.js");

const CACHE = "hitch-driver-v1";
const SHELL = "/driver";

async function cacheShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: "no-cache" });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(SHELL, response);
  // The entry's scripts, styles and preloads: content-hashed files under /assets/, safe to keep until replaced.
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await cache.addAll([...new Set(files), "/driver.webmanifest", "/favicon.svg"]);
}

self.addEventListener("install", (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith("hitch-driver-") && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  // The API (offers, jobs, positions) always goes to the server: the app queues what it cannot send.
  if (url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    // The server's page first (it is fresh); offline, the cached shell, which reads the link or session itself.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && url.pathname === SHELL) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
          }
          return response;
        })
        .catch(() => caches.match(SHELL).then((cached) => cached ?? Response.error())),
    );
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    // Hashed file names never change content: the cache answers, and what the app loads later (map, languages) joins it.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
