import { startTransition, useEffect, useState } from "react";
import type { Workshop } from "@hitch/contract/workshops/workshop";
import { isApiError } from "../../api/api-error.ts";
import { useTheme } from "../../app/theme.ts";
import { loadService, loadServiceWorkshops, type WorkshopFilters } from "./api/workshops-api.ts";
import type { FilterValues } from "./components/filter-form.tsx";

export type WorkshopList =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "ready"; workshops: Workshop[] }
  | { state: "unknownService" }
  | { state: "failed"; error: unknown };

/** Whether the filters are enough to ask for a list (incident type and make). */
export const filtersComplete = (f: FilterValues): f is WorkshopFilters =>
  f.incidentType !== null && f.vehicleMark !== "";

/** The service's workshops for the filters; idle until incident type and make are known. */
export function useWorkshopList(service: string | null, filters: FilterValues, attempt: number): WorkshopList {
  // Loading from the first render when it will load: the server's first paint stays up until the list is here.
  const [list, setList] = useState<WorkshopList>(() =>
    service && filtersComplete(filters) ? { state: "loading" } : { state: "idle" },
  );
  const key = JSON.stringify(filters);

  useEffect(() => {
    if (!service) return;
    // The provider's theme; decoration only.
    loadService(service).then(
      (details) => useTheme.getState().setTheme(details.theme),
      (error: unknown) => console.warn("picker theme not loaded", error),
    );
  }, [service]);

  useEffect(() => {
    const f = JSON.parse(key) as FilterValues;
    if (!service || !filtersComplete(f)) return setList({ state: "idle" });
    let current = true;
    setList({ state: "loading" });
    loadServiceWorkshops(service, f).then(
      // A transition: React renders the cards in slices, so a long list never blocks the main thread for long.
      (workshops) => current && startTransition(() => setList({ state: "ready", workshops })),
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.status === 404) setList({ state: "unknownService" });
        else setList({ state: "failed", error });
      },
    );
    return () => {
      current = false;
    };
  }, [service, key, attempt]);

  return list;
}
