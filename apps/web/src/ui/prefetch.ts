import { useEffect } from "react";
import { whenFirstPaintReleased } from "./first-paint-hold.ts";

// After the screen is up and the browser has nothing else to do: its own code, data and images go first.
const AFTER_IDLE_MS = 300;

/** The phone asked to save data (Chrome's Data Saver, iOS Low Data Mode via Save-Data): fetch nothing ahead. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Runs `work` once the screen is up (nothing holds the first-paint frame or waits behind a spinner, see
 * first-paint-hold.ts), the page has loaded, the browser is idle and a short pause has passed, so what is fetched
 * ahead never competes with the screen on view or the one still coming: a link's first screen waits for the link's
 * check and its flow's data long after the page's load event. Returns a cancel function (the user moved on
 * meanwhile). A failure is ignored: what was to be fetched ahead loads again when it is needed.
 */
export function whenIdle(work: () => Promise<unknown>): () => void {
  if (savesData()) return () => {};
  return whenScreenIsUp(() => void work().catch(() => {}));
}

/**
 * Runs `run` once the screen is up (nothing holds the first-paint frame or waits behind a spinner), the page has
 * loaded, the browser is idle and a short pause has passed. Returns a cancel function.
 */
export function whenScreenIsUp(run: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const afterIdle = () => {
    timer = setTimeout(() => {
      if (!cancelled) run();
    }, AFTER_IDLE_MS);
  };
  const afterLoad = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(afterIdle, { timeout: 2000 });
    else afterIdle();
  };
  const afterScreen = () => {
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
  };
  const cancelWait = whenFirstPaintReleased(afterScreen);
  return () => {
    cancelled = true;
    cancelWait();
    window.removeEventListener("load", afterLoad);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined && typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
  };
}

/**
 * Fetches ahead, once the screen is up and the browser idle, what the next screen needs. `work` must be stable
 * (a module-level function), so a re-render does not start it again; undefined fetches nothing.
 */
export function usePrefetch(work: (() => Promise<unknown>) | undefined) {
  useEffect(() => {
    // The clean-up cancels what has not started yet.
    if (work) return whenIdle(work);
  }, [work]);
}
