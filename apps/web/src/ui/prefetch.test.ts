import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { prefetchable } from "./prefetch.ts";

// Fetching ahead watches what each import appends to the page's head (head-appends-in-tasks.test.ts); the unit
// tests run without a DOM.
beforeEach(() => vi.stubGlobal("document", { head: { appendChild: (node: unknown) => node } }));
afterEach(() => vi.unstubAllGlobals());

const screenModule = { default: () => null };

describe("prefetchable", () => {
  it("fetching ahead evaluates the screen's heavy imports first, then the screen's own code, once", async () => {
    const log: string[] = [];
    const Screen = prefetchable(async () => {
      log.push("screen");
      return screenModule;
    }, [async () => log.push("contact fields' schemas"), async () => log.push("plate schema")]);
    await Screen.prefetch();
    expect(log).toEqual(["contact fields' schemas", "plate schema", "screen"]);
    await Screen.prefetch();
    expect(log.filter((entry) => entry === "screen")).toHaveLength(1);
  });

  it("fetches again after a failed download", async () => {
    let attempts = 0;
    const Screen = prefetchable(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return screenModule;
    });
    await expect(Screen.prefetch()).rejects.toThrow("Failed to fetch");
    await expect(Screen.prefetch()).resolves.toBe(screenModule);
  });
});
