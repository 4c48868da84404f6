import { describe, expect, it } from "vitest";
import { DISPATCH_STAGES } from "@hitch/contract/common/enums";
import { arrivalAt, clockTime, dayAndTime, minutesLeft } from "./arrival.ts";
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

describe("the arrival time", () => {
  const arrival = arrivalAt({ eta: "2026-06-15T11:35:00Z", assignedTime: "2026-06-15T11:00:00Z" })!;

  it("is a clock time on the service's clock, whatever zone the phone is in", () => {
    // 11:35 UTC is 14:35 in Tallinn and Riga in summer, 13:35 in no zone of theirs.
    expect(clockTime(arrival, "et", "Europe/Tallinn")).toBe("14:35");
    expect(clockTime(arrival, "lv", "Europe/Riga")).toBe("14:35");
    expect(clockTime(arrival, "en", "Europe/Vilnius")).toBe("14:35");
    expect(clockTime(arrival, "ru", "Europe/Moscow")).toBe("14:35");
    expect(clockTime(arrival, "en", "Europe/London")).toBe("12:35");
  });

  it("counts whole minutes left, rounded up, and stops at zero", () => {
    expect(minutesLeft(arrival, Date.parse("2026-06-15T11:23:00Z"))).toBe(12);
    expect(minutesLeft(arrival, Date.parse("2026-06-15T11:34:30Z"))).toBe(1);
    expect(minutesLeft(arrival, Date.parse("2026-06-15T11:40:00Z"))).toBe(0);
  });

  it("reads a bare number as minutes after the assignment, and has no arrival for nonsense", () => {
    expect(new Date(arrivalAt({ eta: "25", assignedTime: "2026-06-15T10:00:00Z" })!).toISOString()).toBe(
      "2026-06-15T10:25:00.000Z",
    );
    expect(arrivalAt({ eta: "soon", assignedTime: "x" })).toBeNull();
  });

  it("gives the outcome screens a day and a time in the reader's language", () => {
    expect(dayAndTime(arrival, "en", "Europe/Tallinn")).toBe("15 Jun, 14:35");
    expect(dayAndTime(arrival, "et", "Europe/Tallinn")).toBe("15. juuni, 14:35");
  });
});
