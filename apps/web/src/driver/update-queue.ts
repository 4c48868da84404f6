import { isApiError } from "../api/api-error.ts";
import { driverCall } from "./driver-api.ts";

/** One status change or position the server has not confirmed yet. */
export interface QueuedUpdate {
  /** The Idempotency-Key: the server applies an update once however often it is sent. */
  key: string;
  path: string;
  body: unknown;
}

const STORAGE_KEY = "hitch.driver.updates";

type Listener = (waiting: number) => void;

function load(): QueuedUpdate[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as QueuedUpdate[]) : [];
  } catch {
    return [];
  }
}

/**
 * The device's queue of updates (status changes and positions), kept in localStorage so a reload or a
 * closed app loses none. Updates go out strictly in order: while one is waiting for the network every later
 * one waits behind it, so the server never sees "finished" before "arrived". A refusal by the server (4xx)
 * drops that update (it can never succeed); no answer at all keeps it for the next attempt.
 */
export function createUpdateQueue(
  send = (u: QueuedUpdate) => driverCall("POST", u.path, u.body, { "Idempotency-Key": u.key }),
) {
  let updates = load();
  let flushing: Promise<void> | null = null;
  const listeners = new Set<Listener>();
  const save = () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(updates));
    for (const listener of listeners) listener(updates.length);
  };

  async function flushAll() {
    while (updates.length > 0) {
      try {
        await send(updates[0]);
      } catch (error) {
        if (!isApiError(error) || error.isNetworkProblem || error.isServerFailure || error.status === 401) return;
      }
      updates = updates.slice(1);
      save();
    }
  }

  const queue = {
    /** Queues an update and tries to send everything waiting. */
    push(path: string, body: unknown) {
      updates = [...updates, { key: crypto.randomUUID(), path, body }];
      save();
      return queue.flush();
    },
    flush(): Promise<void> {
      flushing ??= flushAll().finally(() => (flushing = null));
      return flushing;
    },
    waiting: () => updates.length,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return queue;
}

export type UpdateQueue = ReturnType<typeof createUpdateQueue>;
