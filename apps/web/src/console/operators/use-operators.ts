import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  consoleOperatorListSchema,
  consoleOperatorSchema,
  type OperatorChange,
  type OperatorInvite,
} from "@hitch/contract/console/operators";
import { consoleApi } from "../api.ts";

const KEY = ["console", "operators"] as const;

/** Every operator account (platform administrators only). */
export function useOperators() {
  return useQuery({ queryKey: KEY, queryFn: () => consoleApi("/operators", consoleOperatorListSchema) });
}

/** Every change re-reads the list: the server's answer is the truth (and the audit log's). */
function useOperatorMutation<V>(mutationFn: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useInviteOperator = () =>
  useOperatorMutation((invite: OperatorInvite) =>
    consoleApi("/operators", consoleOperatorSchema, { method: "POST", body: invite }),
  );

export const useChangeOperator = () =>
  useOperatorMutation(({ id, change }: { id: string; change: OperatorChange }) =>
    consoleApi(`/operators/${id}`, consoleOperatorSchema, { method: "PATCH", body: change }),
  );

export const useSetDisabled = () =>
  useOperatorMutation(({ id, disabled }: { id: string; disabled: boolean }) =>
    consoleApi(`/operators/${id}/${disabled ? "disable" : "enable"}`, consoleOperatorSchema, { method: "POST" }),
  );
