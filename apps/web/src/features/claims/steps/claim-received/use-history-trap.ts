import { useEffect } from "react";

/**
 * Keeps the browser's back button on this page: an extra history entry
 * for the same address is pushed, and pushed again whenever back pops it. The router sees the
 * same path, so the page stays as it is.
 */
export function useHistoryTrap() {
  useEffect(() => {
    const push = () => window.history.pushState(window.history.state, "", window.location.href);
    push();
    window.addEventListener("popstate", push);
    return () => window.removeEventListener("popstate", push);
  }, []);
}
