import { hash } from "node:crypto";
import type { StatusEvents } from "./status-events.ts";

/** A status answer as the poll route sends it: the JSON text and its ETag. */
export type CachedStatus = { json: string; etag: string };

type Entry = CachedStatus & { readAt: number };
type Read = { promise: Promise<CachedStatus | null>; stale: boolean };

export const etagOf = (json: string) => `"${hash("sha1", json, "base64url")}"`;

export type StatusCacheOptions = {
  events: StatusEvents;
  /** The answer's JSON text as it goes out, or null when there is no such request. */
  read: (requestId: number) => Promise<string | null>;
  /** Requests remembered at most; the least recently polled is forgotten first. */
  maxEntries: number;
  /**
   * An answer older than this is read again even without a notification, as the status stream's
   * heartbeat does: a write that forgot to announce itself is seen within this time.
   */
  maxAgeMs: number;
  now?: () => number;
};

/**
 * This instance's view of request statuses for GET /status: the answer and its ETag per request,
 * forgotten when the status events say the request changed (on PostgreSQL a NOTIFY from any
 * instance, the same signal that feeds the status streams). A poll then costs no database read.
 *
 * Nothing is remembered unless the events are being heard (the LISTEN connection is up), and a read
 * that a change overtook answers its caller but is not remembered: it may predate the change.
 * Concurrent polls of one request share one read.
 */
export function createStatusCache(options: StatusCacheOptions) {
  const { events, read, maxEntries, maxAgeMs } = options;
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const entries = new Map<number, Entry>();
  const reads = new Map<number, Read>();
  let epoch = 0;

  const forget = (requestId: number | null) => {
    if (requestId === null) {
      epoch++;
      entries.clear();
      for (const pending of reads.values()) pending.stale = true;
      reads.clear();
      return;
    }
    entries.delete(requestId);
    const pending = reads.get(requestId);
    if (pending) {
      pending.stale = true;
      reads.delete(requestId);
    }
  };
  const unsubscribe = events.subscribeAll(forget);

  const load = (requestId: number): Promise<CachedStatus | null> => {
    const startEpoch = epoch;
    const trusted = events.listening();
    const pending: Read = {
      stale: false,
      promise: read(requestId).then(
        (json) => {
          if (reads.get(requestId) === pending) reads.delete(requestId);
          if (json === null) return null;
          const answer = { json, etag: etagOf(json) };
          if (trusted && !pending.stale && startEpoch === epoch && events.listening()) {
            entries.set(requestId, { ...answer, readAt: now() });
            if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
          }
          return answer;
        },
        (error) => {
          if (reads.get(requestId) === pending) reads.delete(requestId);
          throw error;
        },
      ),
    };
    reads.set(requestId, pending);
    return pending.promise;
  };

  return {
    /** The current answer for a request, or null when it does not exist. */
    get(requestId: number): Promise<CachedStatus | null> {
      const entry = entries.get(requestId);
      if (entry && now() - entry.readAt < maxAgeMs) {
        entries.delete(requestId);
        entries.set(requestId, entry);
        return Promise.resolve(entry);
      }
      if (entry) entries.delete(requestId);
      return reads.get(requestId)?.promise ?? load(requestId);
    },
    size: () => entries.size,
    close: unsubscribe,
  };
}
