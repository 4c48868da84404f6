// Registers the service worker that vite-plugin-pwa generates (prompt mode) and reports when a new
// version is waiting. Written out instead of the plugin's `virtual:pwa-register` helper, which brings
// workbox-window (about 2.5 KB gzipped) into the entry pages' 100 KB budget for the same few calls
// (docs/decisions/0005-entry-bundle-budget-and-the-router.md).

/** How often an open page asks the server whether a new version was deployed (every 60 000 ms). */
export const UPDATE_CHECK_INTERVAL_MS = 60_000;

/** The message the generated service worker answers with skipWaiting(). */
const SKIP_WAITING = { type: "SKIP_WAITING" };

/** The parts of the browser this module uses, so tests can hand in their own. */
export interface ServiceWorkerHost {
  container: Pick<ServiceWorkerContainer, "register" | "controller" | "addEventListener">;
  isOnline: () => boolean;
  reload: () => void;
  every: (ms: number, task: () => void) => void;
}

/** Takes the waiting version: it activates, takes control, and the page reloads onto it. */
export type Activate = () => void;

export async function registerServiceWorker(
  host: ServiceWorkerHost,
  onUpdateWaiting: (activate: Activate) => void,
): Promise<void> {
  const registration = await host.container.register("/sw.js", { scope: "/" });
  const offer = (worker: ServiceWorker) =>
    onUpdateWaiting(() => {
      host.container.addEventListener("controllerchange", () => host.reload(), { once: true });
      worker.postMessage(SKIP_WAITING);
    });
  // Without a controller this is the first install, which needs no prompt; with one, it is an update.
  if (registration.waiting && host.container.controller) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && host.container.controller) offer(installing);
    });
  });
  host.every(UPDATE_CHECK_INTERVAL_MS, () => {
    if (host.isOnline()) registration.update().catch(() => undefined);
  });
}

/** The real browser, or null where service workers are unavailable (plain http on a LAN address, old browsers). */
export function browserHost(): ServiceWorkerHost | null {
  if (!("serviceWorker" in navigator)) return null;
  return {
    container: navigator.serviceWorker,
    isOnline: () => navigator.onLine,
    reload: () => window.location.reload(),
    every: (ms, task) => void setInterval(task, ms),
  };
}
