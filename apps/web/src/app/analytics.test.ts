import { describe, expect, it } from "vitest";
import { consoleAnalytics, noopAnalytics, pickAnalytics } from "./analytics.ts";

describe("analytics switch", () => {
  it("tracks with the console in production when configured and the service is real", () => {
    expect(pickAnalytics({ production: true, setting: "console", isTestService: false })).toBe(consoleAnalytics);
  });

  it("does not track a test service even in production", () => {
    expect(pickAnalytics({ production: true, setting: "console", isTestService: true })).toBe(noopAnalytics);
  });

  it("does not track outside a production build", () => {
    expect(pickAnalytics({ production: false, setting: "console", isTestService: false })).toBe(noopAnalytics);
  });

  it("does not track when no analytics is configured", () => {
    expect(pickAnalytics({ production: true, setting: undefined, isTestService: false })).toBe(noopAnalytics);
  });
});
