import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyWithRetry } from "./lazy-with-retry.ts";

const screenModule = { default: () => null };
const fetchFailed = () => new TypeError("Failed to fetch dynamically imported module: /assets/screen.js");

afterEach(() => vi.unstubAllGlobals());

describe("lazyWithRetry", () => {
  it("fetching ahead loads the screen's code once", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    const log: string[] = [];
    const Screen = lazyWithRetry(async () => {
      log.push("screen");
      return screenModule;
    });
    await expect(Screen.prefetch()).resolves.toBe(screenModule);
    await Screen.prefetch();
    expect(log.filter((entry) => entry === "screen")).toHaveLength(1);
  });

  it("tries a failed download again by itself while online", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    let attempts = 0;
    const Screen = lazyWithRetry(async () => {
      attempts += 1;
      if (attempts < 3) throw fetchFailed();
      return screenModule;
    });
    await expect(Screen.prefetch()).resolves.toBe(screenModule);
    expect(attempts).toBe(3);
  });

  it("offline, fails at once (the route says so), and downloads again on the next try", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    let attempts = 0;
    const Screen = lazyWithRetry(async () => {
      attempts += 1;
      if (attempts === 1) throw fetchFailed();
      return screenModule;
    });
    await expect(Screen.prefetch()).rejects.toThrow("Failed to fetch");
    expect(attempts).toBe(1);
    await expect(Screen.prefetch()).resolves.toBe(screenModule);
  });
});
