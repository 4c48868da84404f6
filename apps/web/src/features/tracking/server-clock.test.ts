import { afterEach, describe, expect, it, vi } from "vitest";
import { noteServerDate, serverNow } from "./server-clock.ts";

afterEach(() => {
  noteServerDate(new Date().toUTCString());
  vi.useRealTimers();
});

describe("the server clock", () => {
  it("follows the server when the phone's clock is off by minutes", () => {
    vi.useFakeTimers({ now: Date.parse("2026-06-15T10:00:00Z") });
    noteServerDate("Mon, 15 Jun 2026 10:05:00 GMT");
    expect(new Date(serverNow()).toISOString()).toBe("2026-06-15T10:05:00.000Z");
  });

  it("ignores the header's one-second rounding and a missing or broken header", () => {
    vi.useFakeTimers({ now: Date.parse("2026-06-15T10:00:00.900Z") });
    noteServerDate("Mon, 15 Jun 2026 10:00:00 GMT");
    expect(serverNow()).toBe(Date.now());
    noteServerDate(null);
    noteServerDate("yesterday-ish");
    expect(serverNow()).toBe(Date.now());
  });
});
