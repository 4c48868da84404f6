import { describe, expect, it } from "vitest";
import { formatDate } from "./date-format.ts";

const day = (month: number) => Date.UTC(2026, month, 15, 12);
const long = { dateStyle: "long", timeZone: "UTC" } as const;

describe("dates in a sentence", () => {
  it("put the Latvian month in the locative for every month", () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDate(day(m), "lv", long));
    expect(months).toEqual([
      "2026. gada 15. janvārī",
      "2026. gada 15. februārī",
      "2026. gada 15. martā",
      "2026. gada 15. aprīlī",
      "2026. gada 15. maijā",
      "2026. gada 15. jūnijā",
      "2026. gada 15. jūlijā",
      "2026. gada 15. augustā",
      "2026. gada 15. septembrī",
      "2026. gada 15. oktobrī",
      "2026. gada 15. novembrī",
      "2026. gada 15. decembrī",
    ]);
  });

  it("keep the Latvian time and leave abbreviated months and other languages as Intl writes them", () => {
    expect(formatDate(day(5), "lv", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" })).toBe(
      "2026. gada 15. jūnijā 12:00",
    );
    expect(formatDate(day(5), "lv", { day: "numeric", month: "short", timeZone: "UTC" })).toBe("15. jūn.");
    expect(formatDate(day(5), "et", long)).toBe("15. juuni 2026");
    expect(formatDate(day(5), "lt", long)).toBe("2026 m. birželio 15 d.");
  });
});
