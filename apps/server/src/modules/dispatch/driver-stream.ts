import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { DRIVER_EVENT } from "@hitch/contract/dispatch/driver-app-events";
import { queryRows } from "../../db/connect.ts";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { openEventStream } from "../../http/event-stream.ts";
import { HEARTBEAT_MS } from "./status-stream.ts";

type Watcher = { wake(): void };

/**
 * The driver app's event stream: the driver's offers and job, sent at once and again whenever they change.
 * Changes travel as the customer's status does, as request ids on the status events (NOTIFY across
 * instances): each instance asks once per announced request which of the drivers it streams to have an offer
 * or assignment on it, and wakes only those. A heartbeat re-reads too (a lost notification), and ends the
 * stream when the driver's session no longer holds.
 */
export function createDriverStreams(rt: DispatchRuntime) {
  const byDriver = new Map<number, Set<Watcher>>();
  const open = new Set<{ end(): void }>();
  let unsubscribe: (() => void) | null = null;

  const wakeDriversOf = async (requestId: number | null) => {
    if (byDriver.size === 0) return;
    if (requestId === null) {
      for (const set of byDriver.values()) for (const w of set) w.wake();
      return;
    }
    const rows = await queryRows<{ driver_id: number }>(
      rt.db,
      sql`SELECT driver_id FROM dispatch_offers WHERE assistance_request_id = ${requestId}
          UNION SELECT driver_id FROM dispatch_assignments WHERE assistance_request_id = ${requestId}`,
    );
    for (const { driver_id } of rows) for (const w of byDriver.get(Number(driver_id)) ?? []) w.wake();
  };

  return {
    open(
      request: FastifyRequest,
      reply: FastifyReply,
      driverId: number,
      read: () => Promise<unknown>,
      stillSignedIn: () => Promise<boolean>,
    ) {
      unsubscribe ??= rt.events.subscribeAll((id) => {
        wakeDriversOf(id).catch((error: unknown) => request.log.warn({ err: error }, "driver stream: wake failed"));
      });
      const res = openEventStream(reply);
      let last = "";
      let reading = false;
      let again = false;
      const refresh = async () => {
        if (reading) return void (again = true);
        reading = true;
        try {
          do {
            again = false;
            const json = JSON.stringify(await read());
            if (json !== last) res.write(`event: ${DRIVER_EVENT}\ndata: ${(last = json)}\n\n`);
          } while (again);
        } catch (error) {
          request.log.warn({ err: error }, "driver stream: re-read failed");
        } finally {
          reading = false;
        }
      };
      const watcher: Watcher = { wake: () => void refresh() };
      const set = byDriver.get(driverId) ?? new Set();
      byDriver.set(driverId, set.add(watcher));
      const heartbeat = setInterval(() => {
        void stillSignedIn().then((ok) => {
          if (!ok) return res.end();
          res.write(": heartbeat\n\n");
          void refresh();
        });
      }, HEARTBEAT_MS);
      heartbeat.unref();
      open.add(res);
      res.on("close", () => {
        clearInterval(heartbeat);
        open.delete(res);
        set.delete(watcher);
        if (set.size === 0) byDriver.delete(driverId);
      });
      void refresh();
    },
    endAll() {
      unsubscribe?.();
      for (const stream of open) stream.end();
    },
  };
}
