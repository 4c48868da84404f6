import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { driverInviteResponseSchema, driverSessionListSchema } from "@hitch/contract/admin/driver-sessions";
import {
  fleetDriverListSchema,
  fleetDriverSchema,
  type ConsoleDriverInvite,
  type DriverChange,
  type DriverForm,
} from "@hitch/contract/console/drivers";
import { consoleApi } from "../api.ts";

const KEY = ["console", "drivers"] as const;

/** The drivers the operator may see; drivers move every few seconds, so the list is re-read often. */
export function useFleet() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => consoleApi("/drivers", fleetDriverListSchema),
    refetchInterval: 10_000,
  });
}

/** Every change to a driver re-reads the list (and the jobs, whose drivers it names). */
function useFleetMutation<V, R>(mutationFn: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
      await queryClient.invalidateQueries({ queryKey: ["console", "towing-jobs"] });
    },
  });
}

export const useAddDriver = () =>
  useFleetMutation((form: DriverForm) => consoleApi("/drivers", fleetDriverSchema, { method: "POST", body: form }));

export const useChangeDriver = () =>
  useFleetMutation(({ id, change }: { id: number; change: DriverChange }) =>
    consoleApi(`/drivers/${id}`, fleetDriverSchema, { method: "PATCH", body: change }),
  );

export const useRemoveDriver = () =>
  useFleetMutation((id: number) => consoleApi(`/drivers/${id}`, z.null(), { method: "DELETE" }));

export const useInviteDriver = () =>
  useFleetMutation(({ id, invite }: { id: number; invite: ConsoleDriverInvite }) =>
    consoleApi(`/drivers/${id}/invite`, driverInviteResponseSchema, { method: "POST", body: invite }),
  );

const sessionsKey = (driverId: number) => [...KEY, driverId, "sessions"] as const;

/** The phones signed in as one driver. */
export function useDriverSessions(driverId: number) {
  return useQuery({
    queryKey: sessionsKey(driverId),
    queryFn: () => consoleApi(`/drivers/${driverId}/sessions`, driverSessionListSchema),
  });
}

export function useRevokeSession(driverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) =>
      consoleApi(`/drivers/${driverId}/sessions/${sessionId}/revoke`, z.null(), { method: "POST" }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionsKey(driverId) });
      await queryClient.invalidateQueries({ queryKey: KEY, exact: true });
    },
  });
}
