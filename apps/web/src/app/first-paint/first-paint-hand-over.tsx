import { useLayoutEffect } from "react";
import { FRAME_ELEMENT_ID } from "./frames.ts";

/**
 * The server's page shows a frame of the first screen (#first-paint) and keeps the app's root hidden
 * until the app has its own first screen. Rendered beside the page inside the layout's Suspense, this
 * mounts only once that screen is in place (not while a fallback shows), and removes the frame before
 * the browser paints, so the frame gives way to the same screen without a blank or a spinner between.
 */
export function FirstPaintHandOver() {
  useLayoutEffect(() => {
    document.getElementById(FRAME_ELEMENT_ID)?.remove();
  }, []);
  return null;
}
