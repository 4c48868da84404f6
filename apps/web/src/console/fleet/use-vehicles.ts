import { useMutation, useQuery, type QueryClient } from "@tanstack/react-query";
import { vehicleImportResponseSchema } from "@hitch/contract/admin/vehicles-import";
import { consoleVehicleSchema } from "@hitch/contract/console/vehicles";
import { fleetApi } from "./fleet-api.ts";

const VEHICLE_KEY = ["console", "vehicle"] as const;

/** Sends a CSV file to the import of one service; the answer is the per-row report. */
export function useVehicleImport(queryClient: QueryClient) {
  return useMutation({
    mutationFn: ({ serviceId, csv }: { serviceId: number; csv: string }) =>
      fleetApi(`/vehicles/import?serviceId=${serviceId}`, vehicleImportResponseSchema, { method: "POST", csv }),
    // A searched plate may have just changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLE_KEY }),
  });
}

/** A plate's vehicle and the service's cover of it (null: nothing asked yet). */
export function useVehicle(serviceId: number | undefined, plate: string | null) {
  return useQuery({
    queryKey: [...VEHICLE_KEY, serviceId, plate],
    enabled: serviceId !== undefined && plate !== null,
    retry: false,
    queryFn: () =>
      fleetApi(`/vehicles/${encodeURIComponent(plate!)}?serviceId=${serviceId}`, consoleVehicleSchema, {
        method: "GET",
      }),
  });
}
