import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminServiceSchema } from "@hitch/contract/admin/services";
import type { ConsoleServiceChange } from "@hitch/contract/console/services";
import { consoleApi } from "../api.ts";

const settingsKey = (serviceId: number) => ["console", "services", serviceId, "settings"] as const;

export function useServiceSettings(serviceId: number) {
  return useQuery({
    queryKey: settingsKey(serviceId),
    queryFn: () => consoleApi(`/services/${serviceId}`, adminServiceSchema),
  });
}

export function useChangeServiceSettings(serviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ConsoleServiceChange) =>
      consoleApi(`/services/${serviceId}`, adminServiceSchema, { method: "PATCH", body: change }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(serviceId), saved),
  });
}
