import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  consoleWorkshopSchema,
  type ConsoleWorkshop,
  type ConsoleWorkshopChange,
  type ConsoleWorkshopForm,
} from "@hitch/contract/console/workshops";
import { fleetApi } from "./fleet-api.ts";

const WORKSHOPS_KEY = ["console", "workshops"] as const;

/** The workshops of the operator's services, or of one service. */
export function useWorkshops(serviceId: number | null) {
  return useQuery({
    queryKey: [...WORKSHOPS_KEY, serviceId],
    queryFn: () =>
      fleetApi(`/workshops${serviceId ? `?serviceId=${serviceId}` : ""}`, z.array(consoleWorkshopSchema), {
        method: "GET",
      }),
  });
}

/** Adds (no id) or changes (an id) a workshop; the lists are read again after. */
export function useSaveWorkshop(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ConsoleWorkshopForm): Promise<ConsoleWorkshop> => {
      if (id === null) return fleetApi("/workshops", consoleWorkshopSchema, { method: "POST", json: form });
      const { serviceId: _, ...change } = form;
      return fleetApi(`/workshops/${id}`, consoleWorkshopSchema, {
        method: "PATCH",
        json: change satisfies ConsoleWorkshopChange,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSHOPS_KEY }),
  });
}

export function useRemoveWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => fleetApi(`/workshops/${id}`, z.null(), { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSHOPS_KEY }),
  });
}
