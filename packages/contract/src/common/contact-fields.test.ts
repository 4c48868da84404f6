import { describe, expect, it } from "vitest";
import {
  emailSchema,
  fullNameSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  phoneSchema,
} from "./contact-fields.ts";
import type { z } from "zod";

const errorOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("full name", () => {
  it("keeps a name trimmed", () => {
    expect(fullNameSchema.parse("  Mari Maasikas ")).toBe("Mari Maasikas");
  });
  it("asks for a name when missing or blank", () => {
    expect(errorOf(fullNameSchema, undefined)).toBe("validation.nameRequired");
    expect(errorOf(fullNameSchema, "  ")).toBe("validation.nameRequired");
  });
  it("refuses an absurdly long name", () => {
    expect(errorOf(fullNameSchema, "a".repeat(201))).toBe("validation.textTooLong");
  });
});

describe("phone", () => {
  it("accepts digits only, trimmed", () => {
    expect(phoneSchema.parse(" 55512345 ")).toBe("55512345");
  });
  it("asks for a phone when missing or blank", () => {
    expect(errorOf(phoneSchema, undefined)).toBe("validation.phoneRequired");
    expect(errorOf(phoneSchema, "   ")).toBe("validation.phoneRequired");
  });
  it("refuses letters, spaces inside and a plus sign as not digits", () => {
    expect(errorOf(phoneSchema, "5551234a")).toBe("validation.phoneDigits");
    expect(errorOf(phoneSchema, "555 1234")).toBe("validation.phoneDigits");
    expect(errorOf(phoneSchema, "+3725551234")).toBe("validation.phoneDigits");
  });
  it("says a number of more than 15 digits is too long, not that it has other characters", () => {
    expect(phoneSchema.parse("1".repeat(15))).toBe("1".repeat(15));
    expect(errorOf(phoneSchema, "1".repeat(16))).toBe("validation.phoneTooLong");
    expect(errorOf(phoneSchema, "12345678901234567890")).toBe("validation.phoneTooLong");
    expect(errorOf(optionalPhoneSchema, "1".repeat(20))).toBe("validation.phoneTooLong");
  });
  it("lets a party leave the phone empty but not fill it with text", () => {
    expect(optionalPhoneSchema.parse("")).toBe("");
    expect(errorOf(optionalPhoneSchema, "abc")).toBe("validation.phoneDigits");
  });
});

describe("e-mail", () => {
  it("trims a valid address", () => {
    expect(optionalEmailSchema.parse("  mari@example.ee ")).toBe("mari@example.ee");
    expect(emailSchema.parse(" mari@example.ee")).toBe("mari@example.ee");
  });
  it("allows an empty optional address but not a blank one", () => {
    expect(optionalEmailSchema.parse("")).toBe("");
    expect(errorOf(optionalEmailSchema, "   ")).toBe("validation.emailInvalid");
  });
  it("refuses addresses without @, without a domain dot or with spaces", () => {
    for (const bad of ["mari", "mari@example", "ma ri@example.ee", "@example.ee"]) {
      expect(errorOf(optionalEmailSchema, bad)).toBe("validation.emailInvalid");
    }
  });
  it("asks for an address where one is required", () => {
    expect(errorOf(emailSchema, "")).toBe("validation.emailRequired");
    expect(errorOf(emailSchema, "nope")).toBe("validation.emailInvalid");
  });
});
