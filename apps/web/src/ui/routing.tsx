import { forwardRef, useCallback, type AnchorHTMLAttributes } from "react";
import { Link as WouterLink, Redirect } from "wouter";
import { navigate as historyNavigate, useLocationProperty, usePathname, useSearch } from "wouter/use-browser-location";

// The app's routing, on wouter (a fraction of React Router's size, for the entry pages' budget:
// docs/decisions/0005-entry-bundle-budget-and-the-router.md). Screens import from here, never
// from wouter, so the router stays a detail of this file. Every path is absolute: no nested bases.
export { Route, Switch as Routes, useParams, useSearchParams } from "wouter";

interface NavigateOptions {
  replace?: boolean;
}

/** A fresh key per navigation, kept in history.state, so a page can tell a new visit from a re-render. */
const freshState = () => ({ key: Math.random().toString(36).slice(2, 10) });

export function navigateTo(to: string | { hash: string }, { replace = false }: NavigateOptions = {}) {
  const target =
    typeof to === "string" ? to : `${window.location.pathname}${window.location.search}#${to.hash.replace(/^#/, "")}`;
  historyNavigate(target, { replace, state: freshState() });
}

export function useNavigate() {
  return useCallback((to: string | { hash: string }, options?: NavigateOptions) => navigateTo(to, options), []);
}

function historyKey(): string {
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === "string" ? state.key : "default";
}

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Changes on every navigation, also to the same address. */
  key: string;
}

export function useLocation(): AppLocation {
  const pathname = usePathname();
  const search = useSearch();
  // The second functions answer when there is no browser: the first-paint frames are rendered at build time.
  const hash = useLocationProperty(
    () => window.location.hash,
    () => "",
  );
  const key = useLocationProperty(historyKey, () => "default");
  return { pathname, search, hash, key };
}

/** Renders nothing and replaces (or pushes) the address once mounted. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} state={freshState()} />;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; replace?: boolean };

/** An <a href> that navigates in the app on a plain click and behaves as a link otherwise. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  return <WouterLink ref={ref} href={to} state={freshState()} {...rest} />;
});
