import { isApiError } from "../api/api-error.ts";
import { driverCall } from "./driver-api.ts";

/** One status change or position the server has not confirmed yet. */
export interface QueuedUpdate {
  /** The Idempotency-Key: the server applies an update once however often it is sent. */
  key: string;
  path: string;
  body: unknown;
  /** Not sent before this instant (ms): a finish waits out the seconds in which it can be undone. */
  holdUntil?: number;
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

const post = (u: QueuedUpdate, body: unknown) => driverCall("POST", u.path, body, { "Idempotency-Key": u.key });

/**
 * Sends an update; a tap time the server refuses (a phone clock far off) costs the time, not the update:
 * it goes again without it and counts from its arrival.
 */
async function sendToServer(u: QueuedUpdate) {
  try {
    await post(u, u.body);
  } catch (error) {
    const body = u.body as { tappedAt?: string } | null;
    if (!isApiError(error) || error.status !== 400 || !body?.tappedAt) throw error;
    const { tappedAt: _refused, ...rest } = body;
    await post(u, rest);
  }
}

/**
 * The device's queue of updates (status changes and positions), kept in localStorage so a reload or a
 * closed app loses none. Updates go out strictly in order: while one is waiting for the network every later
 * one waits behind it, so the server never sees "finished" before "arrived". A refusal by the server (4xx)
 * drops that update (it can never succeed); no answer at all keeps it for the next attempt. One held back
 * (holdUntil) waits for its moment, and until then it can be taken back.
 */
export function createUpdateQueue(send = sendToServer) {
  let updates = load();
  let flushing: Promise<void> | null = null;
  let wake: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<Listener>();
  const save = () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(updates));
    for (const listener of listeners) listener(updates.length);
  };

  async function flushAll() {
    while (updates.length > 0) {
      const wait = (updates[0].holdUntil ?? 0) - Date.now();
      if (wait > 0) {
        clearTimeout(wake);
        wake = setTimeout(() => void queue.flush(), wait);
        return;
      }
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
    /** Queues an update that waits holdMs on the phone (takeBack can still cancel it); answers its key. */
    hold(path: string, body: unknown, holdMs: number) {
      const key = crypto.randomUUID();
      updates = [...updates, { key, path, body, holdUntil: Date.now() + holdMs }];
      save();
      void queue.flush();
      return key;
    },
    /** Takes back an update still held on the phone; false once it has gone (or is going) out. */
    takeBack(key: string): boolean {
      const held = updates.find((u) => u.key === key && (u.holdUntil ?? 0) > Date.now());
      if (!held) return false;
      updates = updates.filter((u) => u !== held);
      save();
      return true;
    },
    flush(): Promise<void> {
      flushing ??= flushAll().finally(() => (flushing = null));
      return flushing;
    },
    waiting: () => updates.length,
    /** What still waits, in order (a reopened app shows the steps tapped but not yet sent). */
    pending: (): readonly QueuedUpdate[] => updates,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return queue;
}

export type UpdateQueue = ReturnType<typeof createUpdateQueue>;
