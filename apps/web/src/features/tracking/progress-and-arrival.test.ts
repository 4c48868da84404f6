import { describe, expect, it } from "vitest";
import { DISPATCH_STAGES } from "@hitch/contract/common/enums";
import { arrivalAt, formatCountdown, secondsLeft } from "./arrival.ts";
import { PROGRESS_MESSAGES, progressIndex } from "./progress-messages.ts";

describe("finding-a-tow-truck messages", () => {
  it("are eight, one before dispatch starts and one per real stage in the server's order", () => {
    expect(PROGRESS_MESSAGES).toHaveLength(8);
    expect(PROGRESS_MESSAGES.slice(1).map((m) => m.stage)).toEqual([...DISPATCH_STAGES]);
    expect(new Set(PROGRESS_MESSAGES.map((m) => m.key)).size).toBe(8);
  });

  it("follow the stage the server reports", () => {
    expect(progressIndex(null)).toBe(0);
    expect(progressIndex("INFORMING_OPERATORS")).toBe(1);
    expect(progressIndex("WAITING_FOR_REPLY")).toBe(7);
  });
});

describe("the arrival countdown", () => {
  it("counts down to the eta instant in minutes and seconds", () => {
    const arrival = arrivalAt({ eta: "2026-06-15T10:20:00Z", assignedTime: "2026-06-15T10:00:00Z" })!;
    const now = Date.parse("2026-06-15T10:07:30.400Z");
    expect(formatCountdown(secondsLeft(arrival, now))).toBe("12:30");
  });

  it("reads a bare number as minutes after the assignment", () => {
    const arrival = arrivalAt({ eta: "25", assignedTime: "2026-06-15T10:00:00Z" })!;
    expect(new Date(arrival).toISOString()).toBe("2026-06-15T10:25:00.000Z");
  });

  it("stops at zero once the truck is due, and has no arrival for nonsense", () => {
    expect(formatCountdown(secondsLeft(1000, 99_000))).toBe("00:00");
    expect(formatCountdown(4500)).toBe("75:00");
    expect(arrivalAt({ eta: "soon", assignedTime: "x" })).toBeNull();
  });
});
