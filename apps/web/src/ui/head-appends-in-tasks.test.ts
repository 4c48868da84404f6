import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withHeadAppendsInTasks } from "./head-appends-in-tasks.ts";
import { nextTask } from "./next-task.ts";

// The unit tests run without a DOM: a head whose appendChild lives on its prototype, as a browser's does.
class Head {
  readonly children: unknown[] = [];
  appendChild<N>(node: N): N {
    this.children.push(node);
    return node;
  }
}

let head: Head;
beforeEach(() => {
  head = new Head();
  vi.stubGlobal("document", { head });
});
afterEach(() => vi.unstubAllGlobals());

describe("withHeadAppendsInTasks", () => {
  it("adds what the import appends to the head one element per task, in order, and resolves with the import", async () => {
    const loaded = withHeadAppendsInTasks(async () => {
      document.head.appendChild("module preload" as unknown as Node);
      document.head.appendChild("stylesheet" as unknown as Node);
      return "the step's module";
    });
    expect(head.children).toEqual([]);
    await nextTask();
    expect(head.children).toEqual(["module preload"]);
    await nextTask();
    expect(head.children).toEqual(["module preload", "stylesheet"]);
    await expect(loaded).resolves.toBe("the step's module");
  });

  it("holds back only what the import appends as it starts", async () => {
    const loaded = withHeadAppendsInTasks(async () => {
      await Promise.resolve();
      document.head.appendChild("added later" as unknown as Node);
    });
    await loaded;
    expect(head.children).toEqual(["added later"]);
    expect(Object.hasOwn(head, "appendChild")).toBe(false);
  });

  it("gives the head its own appendChild back when the import throws as it starts", () => {
    expect(() =>
      withHeadAppendsInTasks(() => {
        throw new Error("no such module");
      }),
    ).toThrow("no such module");
    expect(Object.hasOwn(head, "appendChild")).toBe(false);
  });
});
