import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { consoleCallbackSchema, type HandleCallbackForm } from "@hitch/contract/console/callbacks";
import { consoleApi } from "../api.ts";

const KEY = ["console", "callbacks"] as const;

/** Call-backs of the operator's services (open: oldest first). Shared by the list and the navigation's badge. */
export function useCallbacks(state: "open" | "handled") {
  return useQuery({
    queryKey: [...KEY, state],
    queryFn: () => consoleApi(`/callbacks?state=${state}`, z.array(consoleCallbackSchema)),
    refetchInterval: 30_000,
  });
}

export function useHandleCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: HandleCallbackForm }) =>
      consoleApi(`/callbacks/${id}/handled`, consoleCallbackSchema, { method: "POST", body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** The live board's stream says a request changed: a timed-out one may have joined the list. */
export const invalidateCallbacks = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: KEY });
