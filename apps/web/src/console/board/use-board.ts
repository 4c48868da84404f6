import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { BOARD_CHANGED_EVENT, boardSchema } from "@hitch/contract/console/board";
import { CONSOLE_API, consoleApi } from "../api.ts";
import { ME_KEY } from "../auth/session.ts";
import { invalidateCallbacks } from "../callbacks/use-callbacks.ts";

const KEY = ["console", "board"] as const;
const query = (serviceId: number | null) => (serviceId === null ? "" : `?serviceId=${serviceId}`);

/** The board's requests and drivers; re-read whenever the change stream names one of them, polled as a fallback. */
export function useBoard(serviceId: number | null) {
  return useQuery({
    queryKey: [...KEY, serviceId],
    queryFn: () => consoleApi(`/requests${query(serviceId)}`, boardSchema),
    refetchInterval: 60_000,
  });
}

/**
 * Listens to the console's change stream (server-sent events, the customer tracking's mechanism) for all the
 * operator's services and re-reads what a change touches: the board, the request's page and the call-backs
 * (the navigation's count among them). Opened once by the console's frame, so every screen stays current.
 */
export function useChangeStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource(`${CONSOLE_API}/stream`);
    const changed = (event: MessageEvent<string>) => {
      const { id } = JSON.parse(event.data) as { id: number };
      void queryClient.invalidateQueries({ queryKey: KEY });
      void queryClient.invalidateQueries({ queryKey: ["console", "request", ...(id ? [id] : [])] });
      void invalidateCallbacks(queryClient);
    };
    source.addEventListener(BOARD_CHANGED_EVENT, changed);
    // The server ended the stream and refused it again (the session ended): asking who is signed in tells why.
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) void queryClient.invalidateQueries({ queryKey: ME_KEY });
    };
    return () => source.close();
  }, [queryClient]);
}
