import { useLayoutEffect } from "react";
import { whenFirstPaintReleased } from "../../ui/first-paint-hold.ts";
import { FRAME_ELEMENT_ID } from "./frames.ts";

/**
 * The server's page shows a frame of the first screen (#first-paint) and keeps the app's root hidden until the
 * app has its own first screen. Rendered beside the page inside the layout's Suspense, this mounts only once that
 * screen is in place (not while a fallback shows), and removes the frame before the browser paints, once no
 * waiting screen holds it (ui/first-paint-hold.ts): the frame gives way to its screen with nothing in between.
 */
export function FirstPaintHandOver() {
  useLayoutEffect(() => {
    // The clean-up: a screen gone before the release no longer waits for it.
    return whenFirstPaintReleased(() => document.getElementById(FRAME_ELEMENT_ID)?.remove());
  }, []);
  return null;
}
