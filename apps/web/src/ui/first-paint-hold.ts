import { useLayoutEffect } from "react";

// The server's page shows a frame of the first screen until the app has drawn it (app/first-paint). A screen that
// only waits (a link being checked, a flow loading its request, a page's code on its way) holds the frame up, so
// the customer goes from the frame straight to the screen it stands for, without the waits in between.

let holds = 0;
const waiting = new Set<() => void>();

/** Holds the frame up while the calling component is mounted. */
export function useFirstPaintHold(active = true): void {
  useLayoutEffect(() => {
    if (!active) return;
    holds += 1;
    return () => {
      holds -= 1;
      // After the whole commit: the screen that replaces this one may hold the frame in turn.
      if (holds === 0) queueMicrotask(release);
    };
  }, [active]);
}

function release() {
  if (holds > 0) return;
  for (const run of [...waiting]) run();
  waiting.clear();
}

/** Runs `run` once nothing holds the frame (at once if nothing does); the answer cancels the wait. */
export function whenFirstPaintReleased(run: () => void): () => void {
  if (holds === 0) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
