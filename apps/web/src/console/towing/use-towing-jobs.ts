import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { towingJobListSchema, towingJobSchema } from "@hitch/contract/console/towing-jobs";
import { consoleApi } from "../api.ts";

const KEY = ["console", "towing-jobs"] as const;

/** The jobs offered to or held by the company's drivers; offers last minutes, so the list is re-read often. */
export function useTowingJobs() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => consoleApi("/towing-jobs", towingJobListSchema),
    refetchInterval: 5_000,
  });
}

export function useAssignJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, driverId }: { requestId: number; driverId: number }) =>
      consoleApi(`/towing-jobs/${requestId}/assign`, towingJobSchema, { method: "POST", body: { driverId } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: KEY });
      await queryClient.invalidateQueries({ queryKey: ["console", "drivers"] });
    },
  });
}
