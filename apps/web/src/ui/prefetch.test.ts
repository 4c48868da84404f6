import { describe, expect, it } from "vitest";
import { prefetchable } from "./prefetch.ts";

const screenModule = { default: () => null };

describe("prefetchable", () => {
  it("fetching ahead loads the screen's code once", async () => {
    const log: string[] = [];
    const Screen = prefetchable(async () => {
      log.push("screen");
      return screenModule;
    });
    await expect(Screen.prefetch()).resolves.toBe(screenModule);
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
