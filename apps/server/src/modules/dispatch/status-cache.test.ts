import { describe, expect, it } from "vitest";
import { createStatusCache } from "./status-cache.ts";
import type { StatusEvents } from "./status-events.ts";

/** Status events driven by hand: `change(id)` announces a change, `lose()` a lost LISTEN connection. */
function handEvents() {
  const listeners = new Set<(id: number | null) => void>();
  let up = true;
  const events = {
    subscribeAll(listener: (id: number | null) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listening: () => up,
  } as unknown as StatusEvents;
  return {
    events,
    change: (id: number | null) => listeners.forEach((l) => l(id)),
    setListening: (value: boolean) => (up = value),
  };
}

/** A database stand-in: each read answers the request's current value and is counted. */
function store() {
  const values = new Map<number, string>();
  let reads = 0;
  let gate: Promise<void> | null = null;
  return {
    values,
    reads: () => reads,
    hold() {
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = null;
        open();
      };
    },
    read: async (id: number) => {
      reads++;
      const value = values.get(id) ?? null;
      if (gate) await gate;
      return value;
    },
  };
}

describe("status cache", () => {
  it("reads a request once until it changes, and shares one read among concurrent polls", async () => {
    const { events, change } = handEvents();
    const db = store();
    db.values.set(1, '{"status":"PENDING"}');
    const cache = createStatusCache({ events, read: db.read, maxEntries: 10, maxAgeMs: 60_000 });
    const answers = await Promise.all([cache.get(1), cache.get(1), cache.get(1)]);
    expect(new Set(answers.map((a) => a!.etag)).size).toBe(1);
    await cache.get(1);
    expect(db.reads()).toBe(1);
    db.values.set(1, '{"status":"ACCEPTED"}');
    change(1);
    expect((await cache.get(1))!.json).toBe('{"status":"ACCEPTED"}');
    expect(db.reads()).toBe(2);
  });

  it("does not remember a read that a change overtook, nor anything while changes may go unheard", async () => {
    const { events, change, setListening } = handEvents();
    const db = store();
    db.values.set(1, "old");
    const cache = createStatusCache({ events, read: db.read, maxEntries: 10, maxAgeMs: 60_000 });
    const release = db.hold();
    const overtaken = cache.get(1);
    db.values.set(1, "new");
    change(1);
    release();
    expect((await overtaken)!.json).toBe("old");
    expect((await cache.get(1))!.json).toBe("new");

    change(null);
    setListening(false);
    await cache.get(1);
    await cache.get(1);
    expect(db.reads()).toBe(4);
  });

  it("keeps at most maxEntries requests, forgetting the least recently polled", async () => {
    const { events } = handEvents();
    const db = store();
    for (let id = 1; id <= 3; id++) db.values.set(id, `r${id}`);
    const cache = createStatusCache({ events, read: db.read, maxEntries: 2, maxAgeMs: 60_000 });
    await cache.get(1);
    await cache.get(2);
    await cache.get(1);
    await cache.get(3);
    expect(cache.size()).toBe(2);
    await cache.get(1);
    expect(db.reads()).toBe(3);
    await cache.get(2);
    expect(db.reads()).toBe(4);
  });

  it("reads again once an answer is older than maxAgeMs, as the stream's heartbeat does", async () => {
    const { events } = handEvents();
    const db = store();
    db.values.set(1, "a");
    let clock = 0;
    const cache = createStatusCache({ events, read: db.read, maxEntries: 10, maxAgeMs: 15_000, now: () => clock });
    await cache.get(1);
    clock = 14_999;
    await cache.get(1);
    expect(db.reads()).toBe(1);
    clock = 15_000;
    await cache.get(1);
    expect(db.reads()).toBe(2);
  });

  it("answers null for a request that does not exist and does not remember it", async () => {
    const { events } = handEvents();
    const db = store();
    const cache = createStatusCache({ events, read: db.read, maxEntries: 10, maxAgeMs: 60_000 });
    expect(await cache.get(9)).toBeNull();
    expect(cache.size()).toBe(0);
  });
});
