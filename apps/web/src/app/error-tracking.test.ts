import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleErrorTracker, reportError, setErrorTracker, type ErrorReport } from "./error-tracking.ts";

describe("error tracking", () => {
  afterEach(() => {
    setErrorTracker(consoleErrorTracker);
    vi.restoreAllMocks();
  });

  it("hands each report, with its step name, to the tracker set at start-up", () => {
    const reports: ErrorReport[] = [];
    setErrorTracker({ report: (r) => reports.push(r) });
    const error = new Error("503");
    reportError({ step: "communication-preferences", action: "submit claim", error, context: { claimId: 7 } });
    expect(reports).toEqual([
      { step: "communication-preferences", action: "submit claim", error, context: { claimId: 7 } },
    ]);
  });

  it("logs to the console by default", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    reportError({ step: "settlement-type", action: "save settlement type", error: "boom" });
    expect(log).toHaveBeenCalledWith("[error-tracking] settlement-type: save settlement type failed", {}, "boom");
  });

  it("never lets a broken tracker break the screen that reported", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    setErrorTracker({
      report: () => {
        throw new Error("tracker down");
      },
    });
    expect(() => reportError({ step: "accident-details", action: "save", error: null })).not.toThrow();
    expect(log).toHaveBeenCalledOnce();
  });
});
