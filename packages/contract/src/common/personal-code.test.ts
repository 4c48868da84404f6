import { describe, expect, it } from "vitest";
import { isValidPersonalCode, optionalPersonalCodeSchema, personalCodeSchema } from "./personal-code.ts";

describe("Estonian and Lithuanian 11-digit personal codes", () => {
  it("accepts codes whose birth date exists in the century the first digit gives", () => {
    expect(isValidPersonalCode("39001010001")).toBe(true); // 1990-01-01
    expect(isValidPersonalCode("61212310001")).toBe(true); // 2012-12-31
    expect(isValidPersonalCode("18501150001")).toBe(true); // 1850-01-15
  });

  it("accepts 29 February only in a leap year of that century", () => {
    expect(isValidPersonalCode("60002290001")).toBe(true); // 2000-02-29, leap
    expect(isValidPersonalCode("30002290001")).toBe(false); // 1900-02-29, not leap
    expect(isValidPersonalCode("49602290001")).toBe(true); // 1996-02-29
    expect(isValidPersonalCode("49702290001")).toBe(false); // 1997-02-29
  });

  it("refuses a first digit outside 1-6, month 13, day 0 and 31 April", () => {
    expect(isValidPersonalCode("79001010001")).toBe(false);
    expect(isValidPersonalCode("09001010001")).toBe(false);
    expect(isValidPersonalCode("39013010001")).toBe(false);
    expect(isValidPersonalCode("39001000001")).toBe(false);
    expect(isValidPersonalCode("39004310001")).toBe(false);
  });

  it("refuses the wrong number of digits", () => {
    expect(isValidPersonalCode("3900101000")).toBe(false);
    expect(isValidPersonalCode("390010100011")).toBe(false);
  });
});

describe("Latvian personal codes", () => {
  it("accepts an old-format code with a real birth date", () => {
    expect(isValidPersonalCode("010190-10001")).toBe(true); // 1990-01-01
    expect(isValidPersonalCode("290200-20001")).toBe(true); // 2000-02-29
  });

  it("refuses a date that does not exist, judged in the century the seventh digit gives", () => {
    expect(isValidPersonalCode("290200-10001")).toBe(false); // 1900-02-29
    expect(isValidPersonalCode("311190-10001")).toBe(false); // 31 November
    expect(isValidPersonalCode("011390-10001")).toBe(false); // month 13
    expect(isValidPersonalCode("010190-50001")).toBe(false); // no such century digit
  });

  it("accepts new codes starting with 32, which carry no birth date", () => {
    expect(isValidPersonalCode("321234-56789")).toBe(true);
    expect(isValidPersonalCode("329999-99999")).toBe(true);
  });

  it("needs the dash and exactly 6 + 5 digits", () => {
    expect(isValidPersonalCode("01019010001")).toBe(false);
    expect(isValidPersonalCode("010190-1000")).toBe(false);
  });
});

describe("personal code schema", () => {
  it("trims and keeps a valid code", () => {
    expect(personalCodeSchema.parse(" 39001010001 ")).toBe("39001010001");
  });
  it("refuses an empty or malformed code with the notifier message", () => {
    expect(personalCodeSchema.safeParse("").error?.issues[0].message).toBe("validation.personalCodeInvalid");
    expect(personalCodeSchema.safeParse("abc").error?.issues[0].message).toBe("validation.personalCodeInvalid");
    expect(personalCodeSchema.safeParse(undefined).error?.issues[0].message).toBe("validation.personalCodeInvalid");
  });
  it("lets another party leave it empty", () => {
    expect(optionalPersonalCodeSchema.parse("")).toBe("");
    expect(optionalPersonalCodeSchema.safeParse("123").success).toBe(false);
  });
});
