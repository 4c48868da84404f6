import { afterEach, describe, expect, it } from "vitest";
import { accidentFormValues, accidentRequest, fromIsoDate, maskDate, toIsoDate } from "./accident-form.ts";

const ALL_SHOWN = { whoCaused: true, authoritiesNotified: true, personalInjury: true };
const form = {
  date: "15/01/2026",
  time: "08:30",
  address: "  Tallinn, EE ",
  location: { latitude: 59.437, longitude: 24.7536 },
  description: " Reversed into a post. ",
  whoCaused: "ME" as const,
  authoritiesNotified: false,
  personalInjury: true,
};
const originalTz = process.env.TZ;

describe("accident form", () => {
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it("sends the local date and time with the offset of that day, winter or summer", () => {
    process.env.TZ = "Europe/Tallinn";
    expect(accidentRequest(form, ALL_SHOWN).accidentDatetime).toBe("2026-01-15T06:30:00.000Z");
    expect(accidentRequest({ ...form, date: "15/07/2026" }, ALL_SHOWN).accidentDatetime).toBe(
      "2026-07-15T05:30:00.000Z",
    );
  });

  it("sends a typed location without a chosen suggestion as 0, 0 with its text, trimmed", () => {
    const body = accidentRequest({ ...form, location: null }, ALL_SHOWN);
    expect(body.location).toEqual({ latitude: 0, longitude: 0 });
    expect(body.address).toBe("Tallinn, EE");
    expect(body.description).toBe("Reversed into a post.");
  });

  it("sends null for the questions the incident does not show, whatever was answered", () => {
    const body = accidentRequest(form, { whoCaused: false, authoritiesNotified: true, personalInjury: false });
    expect(body).toMatchObject({ whoCaused: null, authoritiesNotified: false, personalInjury: null });
  });

  it("restores the saved details in the browser's time zone, and a 0, 0 location as not chosen", () => {
    process.env.TZ = "Europe/Riga";
    const values = accidentFormValues({
      accidentDatetime: "2026-01-15T06:30:00.000Z",
      address: "Behind the barn",
      location: { latitude: 0, longitude: 0 },
      description: "Hit a deer",
      whoCaused: null,
      authoritiesNotified: true,
      personalInjury: null,
    });
    expect(values).toMatchObject({
      date: "15/01/2026",
      time: "08:30",
      address: "Behind the barn",
      location: null,
      authoritiesNotified: true,
    });
    expect(accidentFormValues(null)).toMatchObject({
      date: "",
      time: "",
      address: "",
      location: null,
      whoCaused: null,
    });
  });

  it("adds the slashes while the date is typed and converts to and from the calendar's format", () => {
    expect(maskDate("0")).toBe("0");
    expect(maskDate("010")).toBe("01/0");
    expect(maskDate("01022026")).toBe("01/02/2026");
    expect(maskDate("01/02/20261")).toBe("01/02/2026");
    expect(maskDate("ab")).toBe("");
    // Typed separators end a field: a one-digit day or month gets its zero.
    expect(maskDate("5/1/2026")).toBe("05/01/2026");
    expect(maskDate("5.1.2026")).toBe("05/01/2026");
    expect(maskDate("5/")).toBe("05/");
    expect(maskDate("05/")).toBe("05/");
    expect(maskDate("/")).toBe("");
    expect(maskDate("23112026")).toBe("23/11/2026");
    expect(toIsoDate("01/02/2026")).toBe("2026-02-01");
    expect(toIsoDate("31/02/2026")).toBe("");
    expect(fromIsoDate("2026-02-01")).toBe("01/02/2026");
    expect(fromIsoDate("")).toBe("");
  });
});
