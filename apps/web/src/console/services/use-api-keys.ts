import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { createdApiKeySchema, serviceApiKeySchema } from "@hitch/contract/console/api-keys";
import { consoleApi } from "../api.ts";

const keysKey = (serviceId: number) => ["console", "services", serviceId, "api-keys"] as const;

/** A service's API keys, newest first (revoked ones too). */
export function useApiKeys(serviceId: number) {
  return useQuery({
    queryKey: keysKey(serviceId),
    queryFn: () => consoleApi(`/services/${serviceId}/api-keys`, z.array(serviceApiKeySchema)),
  });
}

/** Creates a key; the answer carries the key itself, which no later call shows again. */
export function useCreateApiKey(serviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      consoleApi(`/services/${serviceId}/api-keys`, createdApiKeySchema, { method: "POST", body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey(serviceId) }),
  });
}

export function useRevokeApiKey(serviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) =>
      consoleApi(`/services/${serviceId}/api-keys/${keyId}/revoke`, serviceApiKeySchema, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey(serviceId) }),
  });
}
