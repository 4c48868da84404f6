import { lazy } from "react";

/**
 * Wrap flow steps that use TanStack Query in `<Route element={<QueryLayout />}>`. The library
 * (~11 KB gzipped) then loads with those steps only, which keeps link entry, partner and
 * landing pages within their JavaScript budget.
 */
export const QueryLayout = lazy(() => import("./query-provider.tsx"));
