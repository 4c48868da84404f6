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
});
