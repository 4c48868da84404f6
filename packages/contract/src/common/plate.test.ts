import { describe, expect, it } from "vitest";
import { cleanPlate, plateSchema, shouldLookUpPlate } from "./plate.ts";

const errorOf = (value: unknown) => plateSchema.safeParse(value).error?.issues[0]?.message;

describe("cleanPlate", () => {
  it("removes spaces, dashes and other separators and upper-cases the rest", () => {
    expect(cleanPlate(" 123 abc ")).toBe("123ABC");
    expect(cleanPlate("ab-1234")).toBe("AB1234");
    expect(cleanPlate("k.l/12_3!")).toBe("KL123");
  });

  it("folds Baltic letters with diacritics to the Latin letter a plate carries", () => {
    expect(cleanPlate("šž-õäöü 1")).toBe("SZOAOU1");
    expect(cleanPlate("āčēģīķļņū")).toBe("ACEGIKLNU");
  });

  it("drops characters that are not letters or digits at all, leaving an empty plate", () => {
    expect(cleanPlate("--- !!")).toBe("");
  });
});

describe("plate schema", () => {
  it("accepts Estonian, Latvian and Lithuanian plates and upper-cases them", () => {
    expect(plateSchema.parse("123ABC")).toBe("123ABC");
    expect(plateSchema.parse("ab1234")).toBe("AB1234");
    expect(plateSchema.parse(" ABC123 ")).toBe("ABC123");
  });

  it("asks for a plate when it is missing or blank", () => {
    expect(errorOf(undefined)).toBe("validation.plateRequired");
    expect(errorOf("")).toBe("validation.plateRequired");
    expect(errorOf("   ")).toBe("validation.plateRequired");
  });

  it("refuses anything but letters and digits", () => {
    expect(errorOf("AB-123")).toBe("validation.plateAlphanumeric");
    expect(errorOf("ŠKODA1")).toBe("validation.plateAlphanumeric");
  });

  it("refuses plates shorter than 2 or longer than 10 characters", () => {
    expect(errorOf("A")).toBe("validation.plateLength");
    expect(errorOf("ABCDEFGHIJK")).toBe("validation.plateLength");
    expect(plateSchema.parse("ABCDEFGHIJ")).toBe("ABCDEFGHIJ");
  });
});

describe("when a plate is looked up", () => {
  it("looks up a new valid plate", () => {
    expect(shouldLookUpPlate("123abc", null)).toBe(true);
    expect(shouldLookUpPlate("456DEF", "123ABC")).toBe(true);
  });

  it("does not look up an empty, invalid or unchanged plate", () => {
    expect(shouldLookUpPlate("  ", null)).toBe(false);
    expect(shouldLookUpPlate("A", null)).toBe(false);
    expect(shouldLookUpPlate("AB-12", null)).toBe(false);
    expect(shouldLookUpPlate(" 123abc ", "123ABC")).toBe(false);
  });
});
