import { describe, expect, it } from "vitest";
import { overloaded } from "./overload.ts";

describe("what counts as past the limits", () => {
  it("a measured event-loop delay, heap or RSS past its limit refuses", () => {
    expect(overloaded("eventLoopDelay", 12_000, 10_000)).toBe(true);
    expect(overloaded("heapUsedBytes", 2e9, 10_000)).toBe(true);
    expect(overloaded("rssBytes", 3e9, 10_000)).toBe(true);
  });

  it("a sample with no event-loop reading refuses only under a limit of a second or less", () => {
    // Test servers allow a ten-second stall: a starved second must not answer SERVER_BUSY.
    expect(overloaded("eventLoopDelay", Infinity, 10_000)).toBe(false);
    expect(overloaded("eventLoopDelay", Infinity, 1000)).toBe(true);
  });
});
