import { useEffect, useRef, useState } from "react";

/**
 * The width of the element the ref is on, kept current as the window or layout changes: a chart drawn at its
 * real width keeps its text at the size the stylesheet says, instead of scaling with the drawing.
 */
export function useWidth<T extends HTMLElement>(initial = 600) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(200, Math.floor(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
