import { useEffect } from "react";
import { useLocation } from "../../ui/routing.tsx";

/** The flow's screens in the order the customer meets them (the access guard's order). */
const ORDER = [
  "/assistance/landing",
  "/assistance/vehicle-details",
  "/assistance/incidents",
  "/assistance/map",
  "/assistance/additional-details",
] as const;

// Once the current screen is up, and the browser idle: its own code and data go first.
const AFTER_MS = 300;

/**
 * Downloads the next step's code while the customer fills the current one, so going on shows the next
 * screen at once instead of a spinner. A failed download is ignored: the step loads again when it opens.
 */
export function usePrefetchNextStep(loaders: Partial<Record<(typeof ORDER)[number], () => Promise<unknown>>>) {
  const { pathname } = useLocation();
  useEffect(() => {
    const index = ORDER.indexOf(pathname as (typeof ORDER)[number]);
    const next = index >= 0 ? loaders[ORDER[index + 1]] : undefined;
    if (!next) return;
    const timer = setTimeout(() => void next().catch(() => {}), AFTER_MS);
    return () => clearTimeout(timer);
  }, [pathname, loaders]);
}
