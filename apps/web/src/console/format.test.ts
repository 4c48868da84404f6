import { describe, expect, it } from "vitest";
import { clockTime, dateTime, minutesBetween } from "./format.ts";

// Times are shown in the console's language, whatever the browser's: the same instant reads differently.
describe("console date and time formats", () => {
  const at = "2026-03-14T14:05:00Z";
  const local = new Date(at);
  const hours = String(local.getHours()).padStart(2, "0");
  const minutes = String(local.getMinutes()).padStart(2, "0");

  it("writes a time of day the language's way: 24-hour in the Baltic languages and Russian, AM/PM in English", () => {
    for (const language of ["et", "lv", "lt", "ru"]) expect(clockTime(at, language)).toBe(`${hours}:${minutes}`);
    expect(clockTime(at, "en")).toMatch(/^\d{2}:\d{2}\s?[AP]M$/);
  });

  it("writes a date and time with the language's own order and separators", () => {
    const [day, month] = [String(local.getDate()).padStart(2, "0"), String(local.getMonth() + 1).padStart(2, "0")];
    expect(dateTime(at, "et")).toContain(`${day}.${month}.26`);
    expect(dateTime(at, "lv")).toContain(`${day}.${month}.26`);
    expect(dateTime(at, "lt")).toContain(`2026-${month}-${day}`);
    expect(dateTime(at, "ru")).toContain(`${day}.${month}.2026`);
    expect(dateTime(at, "en")).toContain(`${local.getMonth() + 1}/${local.getDate()}/26`);
  });

  it("counts whole minutes since an instant, never below zero", () => {
    expect(minutesBetween(at, Date.parse(at) + 125_000)).toBe(2);
    expect(minutesBetween(at, Date.parse(at) - 60_000)).toBe(0);
  });
});
