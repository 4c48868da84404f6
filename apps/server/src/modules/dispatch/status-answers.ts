import { assistanceStatusResponseSchema } from "@hitch/contract/dispatch/status";
import type { Db } from "../../db/connect.ts";
import type { DispatchRuntime } from "./dispatch-runtime.ts";
import { createStatusCache } from "./status-cache.ts";
import { HEARTBEAT_MS } from "./status-stream.ts";
import { readStatus } from "./status-view.ts";

/** Requests whose status answer one instance remembers (about 300 bytes each). */
const STATUS_CACHE_ENTRIES = 10_000;

/** The answers of GET /status, remembered per request until its status changes (status-cache.ts). */
export function createStatusAnswers(rt: DispatchRuntime, db: Db) {
  return createStatusCache({
    events: rt.events,
    read: async (id) => {
      const status = await readStatus(db, id);
      // Checked and stripped as the response serializer would, once per change instead of per poll.
      return status && JSON.stringify(assistanceStatusResponseSchema.parse(status));
    },
    maxEntries: STATUS_CACHE_ENTRIES,
    maxAgeMs: HEARTBEAT_MS,
  });
}
