import { describe, expect, it } from "vitest";
import { loadInStages } from "./next-task.ts";

/** A task queued now (a message to ourselves, as the browser would run it), recorded in `log` when it runs. */
function queueTask(log: string[], name: string) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    log.push(name);
  };
  channel.port2.postMessage(null);
}

describe("loadInStages", () => {
  it("loads the modules in order, another task running between two, and gives the last one's module", async () => {
    const log: string[] = [];
    const stage = (name: string) => async () => {
      log.push(name);
      // Stands for other work the page has queued meanwhile (a click, a frame): it must not wait for all stages.
      queueTask(log, `task queued during ${name}`);
      return { name };
    };
    const last = await loadInStages([stage("zod"), stage("enums")], stage("claim"));
    expect(last).toEqual({ name: "claim" });
    expect(log.slice(0, 5)).toEqual(["zod", "task queued during zod", "enums", "task queued during enums", "claim"]);
  });

  it("stops at a stage that fails, without loading the rest", async () => {
    const loaded: string[] = [];
    const failing = loadInStages(
      [
        async () => {
          throw new TypeError("Failed to fetch dynamically imported module");
        },
      ],
      async () => loaded.push("claim"),
    );
    await expect(failing).rejects.toThrow("Failed to fetch");
    expect(loaded).toEqual([]);
  });
});
