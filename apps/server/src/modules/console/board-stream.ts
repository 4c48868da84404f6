import type { EventEmitter } from "node:events";
import type { FastifyReply } from "fastify";
import { BOARD_CHANGED_EVENT } from "@hitch/contract/console/board";
import type { Db } from "../../db/connect.ts";
import type { DispatchRuntime } from "../dispatch/public.ts";
import { serviceOfRequest } from "./request-detail.ts";
import { openEventStream } from "../../http/event-stream.ts";

/** Keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

/**
 * The console's live board: a server-sent-events stream fed by the same dispatch status events as the
 * customer's tracking stream (any instance's change reaches every instance). It carries only the id of
 * a changed request of the operator's services; the console reads the rest through the scoped API.
 * A lost signal (`null`) is sent as id 0: re-read everything.
 *
 * The stream ends at once when its operator's access changes on this instance (disabled, services or
 * roles changed, password reset: `accessChanges` names the operator), and at the next heartbeat when
 * `stillAllowed` no longer holds (a change made on another instance). The console opens it again, and
 * the guard then admits what the operator may see now, or answers 401.
 */
export function createBoardStreams(rt: DispatchRuntime, db: Db, accessChanges: EventEmitter) {
  const open = new Set<{ end(): void }>();
  return {
    open(
      reply: FastifyReply,
      serviceIds: number[] | null,
      operator: { id: string; stillAllowed: () => Promise<boolean> },
    ) {
      const res = openEventStream(reply);
      const send = (id: number) => res.write(`event: ${BOARD_CHANGED_EVENT}\ndata: ${JSON.stringify({ id })}\n\n`);
      const unsubscribe = rt.events.subscribeAll((requestId) => {
        if (requestId === null) return void send(0);
        if (serviceIds === null) return void send(requestId);
        void serviceOfRequest(db, requestId).then(
          (serviceId) => serviceId !== null && serviceIds.includes(serviceId) && send(requestId),
          () => send(0),
        );
      });
      const heartbeat = setInterval(() => {
        operator.stillAllowed().then(
          (allowed) => (allowed ? res.write(": heartbeat\n\n") : res.end()),
          () => res.write(": heartbeat\n\n"),
        );
      }, HEARTBEAT_MS);
      heartbeat.unref();
      const accessChanged = (operatorId: string) => operatorId === operator.id && res.end();
      accessChanges.on("changed", accessChanged);
      open.add(res);
      res.on("close", () => {
        clearInterval(heartbeat);
        accessChanges.off("changed", accessChanged);
        unsubscribe();
        open.delete(res);
      });
    },
    endAll() {
      for (const stream of open) stream.end();
    },
  };
}
