import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminServiceSchema, type CreateServiceRequest } from "@hitch/contract/admin/services";
import type { ConsoleServiceChange } from "@hitch/contract/console/services";
import { consoleApi } from "../api.ts";
import { ME_KEY } from "../auth/session.ts";

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

/** The new logo as the raw image body; the settings then carry it, so the landing's preview shows it. */
export function useReplaceLogo(serviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: File) =>
      consoleApi(`/services/${serviceId}/logo`, adminServiceSchema, { method: "PUT", body: image }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(serviceId), saved),
  });
}

/**
 * A platform administrator's new service. Every screen's service list and filter come from GET /me, so that is
 * read again once the service exists.
 */
export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateServiceRequest) => consoleApi("/services", adminServiceSchema, { method: "POST", body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
  });
}
