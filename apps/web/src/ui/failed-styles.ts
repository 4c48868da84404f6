/**
 * Stylesheets whose download failed (a dropped network). Vite's preload helper adds a lazily loaded chunk's CSS
 * as a <link rel="stylesheet"> and, once that link has failed, never adds it again: the chunk's next import
 * resolves without its styles. So the failures are noted here (an error event does not bubble, hence the capture
 * listener on the document, installed with the app's first code) and fetched again before a screen renders.
 */
const failed = new Set<HTMLLinkElement>();

if (typeof document !== "undefined") {
  document.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLLinkElement && target.rel === "stylesheet") failed.add(target);
    },
    true,
  );
}

/** Downloads again every stylesheet that failed; rejects if one fails again (the network is still down). */
export function reloadFailedStyles(): Promise<unknown> {
  return Promise.all(
    [...failed].map(
      (link) =>
        new Promise<void>((resolve, reject) => {
          // A failed link element never loads again: a fresh one with the same address does.
          const fresh = link.cloneNode() as HTMLLinkElement;
          failed.delete(link);
          fresh.addEventListener("load", () => resolve(), { once: true });
          // The capture listener above notes the fresh link as failed in turn.
          fresh.addEventListener("error", () => reject(new Error(`Unable to load CSS ${link.href}`)), { once: true });
          link.replaceWith(fresh);
        }),
    ),
  );
}
