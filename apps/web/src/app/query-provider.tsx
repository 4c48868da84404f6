import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { isApiError } from "../api/api-error.ts";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; a dropped network or a failing server might.
      retry: (count, error) => count < 2 && isApiError(error) && (error.isNetworkProblem || error.isServerFailure),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

/** Layout route giving its child routes TanStack Query. Loaded lazily through query-layout.ts. */
export default function QueryProviderLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
