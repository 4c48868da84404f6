import { createElement, lazy, useState, type ComponentType, type ReactElement } from "react";
import { reloadFailedStyles } from "./failed-styles.ts";

/** Quick quiet retries while the phone says it is online (a request lost on a weak connection). */
const QUICK_RETRY_MS = [500, 1500];
/** A download that neither arrives nor fails (a stylesheet asked for on a dead network can hang) counts as failed. */
const ATTEMPT_TIMEOUT_MS = 12_000;

/** A screen or part loaded on demand that can also be fetched ahead; once fetched it renders at once. */
export type LazyScreen<P extends object> = ((props: P) => ReactElement) & {
  /** Downloads and evaluates its code and styles; safe to call repeatedly. */
  prefetch: () => Promise<unknown>;
};

/**
 * The code of a lazily loaded screen with its styles. A failed download is tried again a couple of times while the
 * phone is online; offline, or when those fail too, it rejects at once and the route's LoadErrorBoundary shows the
 * network message and tries again when the network returns. It resolves only once every stylesheet that failed
 * before has loaded, so a screen never renders unstyled. (Chromium, like the HTML standard since 2025, no longer
 * keeps a failed module download as failed: importing the same address again fetches it again.)
 */
async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await inTime(async () => {
        const module = await load();
        await reloadFailedStyles();
        return module;
      });
    } catch (error) {
      if (!navigator.onLine || attempt >= QUICK_RETRY_MS.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, QUICK_RETRY_MS[attempt]));
    }
  }
}

function inTime<T>(attempt: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("Failed to fetch dynamically imported module in time")),
      ATTEMPT_TIMEOUT_MS,
    );
    attempt()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/** Bumped by the error boundary's retry: lazy components that failed before make a fresh React.lazy then. */
let retries = 0;

/** Lets every screen whose code failed download it again on its next mount (a boundary's retry). */
export function retryFailedLoads() {
  retries += 1;
}

/**
 * React.lazy with retries (loadWithRetry) and fetching ahead. React.lazy keeps a failed load failed for good; it must,
 * or the render after the failure would mount it again and loop on a dead network instead of reaching the route's
 * error boundary. So a fresh React.lazy is made only once the boundary retries (retryFailedLoads). React.lazy also
 * suspends on the first render even when the module is already evaluated, and the Suspense would paint its spinner
 * for a frame: a component whose code was fetched ahead renders synchronously.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let failedAt: number | null = null;
  const fetchOnce = () => {
    pending ??= loadWithRetry(load).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download may work the next time (the network came back).
        pending = null;
        failedAt = retries;
        throw error;
      },
    );
    return pending;
  };
  let Lazy = lazy(fetchOnce);
  const current = () => {
    if (failedAt !== null && retries > failedAt) {
      failedAt = null;
      Lazy = lazy(fetchOnce);
    }
    return loaded ?? Lazy;
  };
  // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount the
  // screen and lose what the user typed.
  const Screen = ((props: P) => {
    const [Component] = useState(current);
    return createElement(Component as ComponentType<P>, props);
  }) as LazyScreen<P>;
  Screen.prefetch = fetchOnce;
  return Screen;
}
