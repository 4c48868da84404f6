import { describe, expect, it } from "vitest";
import {
  accidentTimeSchema,
  composeTime,
  formatAccidentDate,
  makeAccidentDateSchema,
  parseAccidentDate,
  toAccidentDatetime,
} from "./accident-date.ts";

// 'Today' is 15 June 2026, 10:30 local time, for every date test.
const now = () => new Date(2026, 5, 15, 10, 30);
const dateSchema = makeAccidentDateSchema(now);
const dateError = (v: unknown) => dateSchema.safeParse(v).error?.issues[0]?.message;
const timeError = (v: unknown) => accidentTimeSchema.safeParse(v).error?.issues[0]?.message;

describe("accident date", () => {
  it("accepts today and past days written dd/MM/yyyy", () => {
    expect(dateSchema.parse("15/06/2026")).toBe("15/06/2026");
    expect(dateSchema.parse("01/01/2020")).toBe("01/01/2020");
    expect(dateSchema.parse("29/02/2024")).toBe("29/02/2024");
  });

  it("refuses tomorrow and later as a future date", () => {
    expect(dateError("16/06/2026")).toBe("validation.accidentDateFuture");
    expect(dateError("01/01/2027")).toBe("validation.accidentDateFuture");
  });

  it("asks for a date when it is missing", () => {
    expect(dateError(undefined)).toBe("validation.accidentDateRequired");
    expect(dateError("")).toBe("validation.accidentDateRequired");
  });

  it("refuses days that do not exist and other formats", () => {
    expect(dateError("29/02/2023")).toBe("validation.accidentDateInvalid");
    expect(dateError("31/04/2026")).toBe("validation.accidentDateInvalid");
    expect(dateError("2026-06-01")).toBe("validation.accidentDateInvalid");
    expect(dateError("1/6/2026")).toBe("validation.accidentDateInvalid");
  });

  it("reads 'today' when validating, not when the schema was made", () => {
    let today = new Date(2026, 0, 1);
    const schema = makeAccidentDateSchema(() => today);
    expect(schema.safeParse("02/01/2026").success).toBe(false);
    today = new Date(2026, 0, 2);
    expect(schema.safeParse("02/01/2026").success).toBe(true);
  });

  it("formats and parses the same calendar day", () => {
    expect(formatAccidentDate(new Date(2026, 2, 5))).toBe("05/03/2026");
    expect(parseAccidentDate("05/03/2026")).toEqual({ year: 2026, month: 3, day: 5 });
  });
});

describe("accident time", () => {
  it("accepts 24 h times from 00:00 to 23:59", () => {
    for (const t of ["00:00", "09:05", "12:30", "23:59"]) expect(accidentTimeSchema.parse(t)).toBe(t);
  });

  it("refuses 24:00, minute 60, missing leading zeros and 12 h times", () => {
    for (const t of ["24:00", "12:60", "9:05", "09:5", "11:00 PM"])
      expect(timeError(t)).toBe("validation.accidentTimeInvalid");
  });

  it("asks for a time when it is missing", () => {
    expect(timeError("")).toBe("validation.accidentTimeRequired");
    expect(timeError(undefined)).toBe("validation.accidentTimeRequired");
  });

  it("fills the part not chosen with 00 and clears the time when both are cleared", () => {
    expect(composeTime("14", null)).toBe("14:00");
    expect(composeTime(null, "45")).toBe("00:45");
    expect(composeTime("14", "45")).toBe("14:45");
    expect(composeTime(null, null)).toBe("");
  });
});

describe("accidentDatetime sent to the server", () => {
  it("turns the local date and time into the UTC instant for the user's offset", () => {
    expect(toAccidentDatetime("15/06/2026", "10:30", 180)).toBe("2026-06-15T07:30:00.000Z");
    expect(toAccidentDatetime("01/01/2026", "00:15", 120)).toBe("2025-12-31T22:15:00.000Z");
  });
  it("gives null when the date or time is not valid", () => {
    expect(toAccidentDatetime("31/02/2026", "10:00", 0)).toBeNull();
    expect(toAccidentDatetime("01/02/2026", "24:00", 0)).toBeNull();
  });
});
