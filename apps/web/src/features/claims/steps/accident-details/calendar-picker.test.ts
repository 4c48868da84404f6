import { afterEach, describe, expect, it, vi } from "vitest";
import { makeAccidentDetailsFormSchema } from "@hitch/contract/claims/accident-details";
import { openAccidentCalendar } from "./calendar-picker.ts";

const fakeDateInput = () => ({ max: "", focus: vi.fn(), click: vi.fn(), showPicker: vi.fn() });
const originalTz = process.env.TZ;

describe("the accident date's calendar", () => {
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = originalTz;
  });

  it("offers today as the last day when it opens, after midnight passed with the form open", () => {
    process.env.TZ = "Europe/Tallinn";
    vi.useFakeTimers({ now: new Date(2026, 2, 14, 23, 58) });
    const input = fakeDateInput();
    openAccidentCalendar(input);
    expect(input.max).toBe("2026-03-14");

    vi.setSystemTime(new Date(2026, 2, 15, 0, 3));
    openAccidentCalendar(input);
    expect(input.max).toBe("2026-03-15");
    expect(input.showPicker).toHaveBeenCalledTimes(2);
  });

  it("accepts the new day's date in a form whose rules were made the day before", () => {
    process.env.TZ = "Europe/Tallinn";
    vi.useFakeTimers({ now: new Date(2026, 2, 14, 23, 58) });
    const schema = makeAccidentDetailsFormSchema("TRAFFIC_ACCIDENT");
    vi.setSystemTime(new Date(2026, 2, 15, 0, 3));
    const form = {
      date: "15/03/2026",
      time: "00:01",
      address: "Tallinn",
      location: { latitude: 59.437, longitude: 24.7536 },
      description: "Reversed into a post.",
      whoCaused: "ME" as const,
      authoritiesNotified: false,
      personalInjury: false,
    };
    expect(schema.safeParse(form).success).toBe(true);
  });
});
