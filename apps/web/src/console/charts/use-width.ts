import { useLayoutEffect, useRef, useState } from "react";

/**
 * The width of the element the ref is on, kept current as the window or layout changes: a chart drawn at its
 * real width keeps its text at the size the stylesheet says, instead of scaling with the drawing.
 */
export function useWidth<T extends HTMLElement>(initial = 600) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  // Measured before the browser paints: the first frame already has the chart at its box's width. Left to the
  // observer's first callback, a loaded tablet painted the `initial` width for a few frames, wider than its box
  // and so than the page.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const widthOf = (box: { width: number }) => Math.max(200, Math.floor(box.width));
    setWidth(widthOf(element.getBoundingClientRect()));
    const observer = new ResizeObserver(([entry]) => setWidth(widthOf(entry.contentRect)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
