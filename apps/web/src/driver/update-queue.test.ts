import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, NETWORK_PROBLEM } from "../api/api-error.ts";
import { createUpdateQueue, type QueuedUpdate } from "./update-queue.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("the driver app's update queue", () => {
  beforeEach(() => vi.stubGlobal("localStorage", memoryStorage()));

  it("keeps updates while the network is down and sends them in order, each with its own key, once it is back", async () => {
    let online = false;
    const sent: QueuedUpdate[] = [];
    const queue = createUpdateQueue(async (update) => {
      if (!online) throw new ApiError(0, NETWORK_PROBLEM);
      sent.push(update);
    });
    await queue.push("/jobs/7/progress", { progress: "TOWING" });
    await queue.push("/jobs/7/finish", {});
    expect(queue.waiting()).toBe(2);
    expect(sent).toEqual([]);

    online = true;
    await queue.flush();
    expect(sent.map((u) => u.path)).toEqual(["/jobs/7/progress", "/jobs/7/finish"]);
    expect(new Set(sent.map((u) => u.key)).size).toBe(2);
    expect(queue.waiting()).toBe(0);
  });

  it("survives a reload: a new queue finds what the last one could not send, with the same keys", async () => {
    const first = createUpdateQueue(async () => {
      throw new ApiError(0, NETWORK_PROBLEM);
    });
    await first.push("/location", { latitude: 59.4, longitude: 24.7 });
    const sent: QueuedUpdate[] = [];
    const second = createUpdateQueue(async (update) => void sent.push(update));
    expect(second.waiting()).toBe(1);
    await second.flush();
    expect(sent).toEqual([{ key: expect.any(String), path: "/location", body: { latitude: 59.4, longitude: 24.7 } }]);
  });

  it("drops an update the server refuses and goes on, but keeps everything behind a server failure", async () => {
    const answers: Record<string, () => never> = {
      "/refused": () => {
        throw new ApiError(409, "CONFLICT");
      },
      "/failing": () => {
        throw new ApiError(503, "INTERNAL_ERROR");
      },
    };
    const sent: string[] = [];
    const queue = createUpdateQueue(async (update) => {
      answers[update.path]?.();
      sent.push(update.path);
    });
    await queue.push("/refused", {});
    await queue.push("/accepted", {});
    expect(sent).toEqual(["/accepted"]);
    await queue.push("/failing", {});
    await queue.push("/after", {});
    expect(sent).toEqual(["/accepted"]);
    expect(queue.waiting()).toBe(2);
  });

  it("tells its listeners how many updates wait", async () => {
    const queue = createUpdateQueue(async () => {
      throw new ApiError(0, NETWORK_PROBLEM);
    });
    const counts: number[] = [];
    queue.subscribe((n) => counts.push(n));
    await queue.push("/location", {});
    await queue.push("/location", {});
    expect(counts).toEqual([1, 2]);
  });

  it("holds a finish back for its seconds: taken back in time it never goes out, otherwise it goes after them", async () => {
    vi.useFakeTimers();
    try {
      const sent: string[] = [];
      const queue = createUpdateQueue(async (update) => void sent.push(update.path));
      const undone = queue.hold("/jobs/7/finish", {}, 5_000);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(sent).toEqual([]);
      expect(queue.takeBack(undone)).toBe(true);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(sent).toEqual([]);
      expect(queue.waiting()).toBe(0);

      const kept = queue.hold("/jobs/7/finish", {}, 5_000);
      await queue.push("/location", {});
      await vi.advanceTimersByTimeAsync(5_100);
      // In order: the position tapped after the finish waited behind it.
      expect(sent).toEqual(["/jobs/7/finish", "/location"]);
      expect(queue.takeBack(kept)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a step again without its tap time when the server refuses the time, and keeps the key", async () => {
    const bodies: unknown[] = [];
    const keys = new Set<string>();
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as { tappedAt?: string };
      bodies.push(body);
      keys.add((init.headers as Record<string, string>)["Idempotency-Key"]);
      return body.tappedAt
        ? new Response(JSON.stringify({ statusCode: 400, code: "VALIDATION_FAILED" }), { status: 400 })
        : new Response(JSON.stringify({ progress: "ARRIVED" }), { status: 200 });
    });
    try {
      const queue = createUpdateQueue();
      await queue.push("/jobs/7/progress", { progress: "ARRIVED", tappedAt: "2099-01-01T00:00:00.000Z" });
      expect(bodies).toEqual([{ progress: "ARRIVED", tappedAt: "2099-01-01T00:00:00.000Z" }, { progress: "ARRIVED" }]);
      expect(keys.size).toBe(1);
      expect(queue.waiting()).toBe(0);
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal("localStorage", memoryStorage());
    }
  });
});
