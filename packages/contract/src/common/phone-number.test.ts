import { describe, expect, it } from "vitest";
import { contactPhoneDefaults, phonePrefixOfCountry, splitInternationalPhone } from "./phone-number.ts";

describe("phonePrefixOfCountry", () => {
  it("gives each Baltic country its own prefix and Estonia's where the dropdown has none", () => {
    expect(phonePrefixOfCountry("EE")).toBe("+372");
    expect(phonePrefixOfCountry("LV")).toBe("+371");
    expect(phonePrefixOfCountry("LT")).toBe("+370");
    expect(phonePrefixOfCountry("RU")).toBe("+372");
  });
});

describe("splitInternationalPhone", () => {
  it("takes the country code out of a pasted international number", () => {
    expect(splitInternationalPhone("+3725551234")).toEqual({ prefix: "+372", number: "5551234" });
    expect(splitInternationalPhone("+371 2000 0000")).toEqual({ prefix: "+371", number: "20000000" });
    expect(splitInternationalPhone("00370-612-34567")).toEqual({ prefix: "+370", number: "61234567" });
    expect(splitInternationalPhone("+46 (70) 123 45 67")).toEqual({ prefix: "+46", number: "701234567" });
  });

  it("leaves national numbers and unknown country codes alone", () => {
    expect(splitInternationalPhone("5551234")).toBeNull();
    expect(splitInternationalPhone("3725551234")).toBeNull();
    expect(splitInternationalPhone("+15551234567")).toBeNull();
    expect(splitInternationalPhone("+372abc")).toBeNull();
  });
});

describe("contactPhoneDefaults", () => {
  it("starts from the number the link was sent to, else from the service country's prefix", () => {
    expect(contactPhoneDefaults("EE", "+37120000000")).toEqual({ phonePrefix: "+371", phone: "20000000" });
    expect(contactPhoneDefaults("LV", null)).toEqual({ phonePrefix: "+371", phone: null });
    expect(contactPhoneDefaults("LT", "55512345")).toEqual({ phonePrefix: "+370", phone: null });
  });
});
