import { describe, expect, it } from "vitest";
import {
  accidentDetailsRequestSchema,
  accidentFieldVisibility,
  makeAccidentDetailsFormSchema,
  missingAccidentAnswers,
} from "./accident-details.ts";
import {
  communicationPreferenceFormSchema,
  communicationPreferenceRequestSchema,
  defaultCommunicationPreferences,
} from "./communication-preference.ts";
import { asksIsContactDriver, makeNotifierInfoFormSchema, notifierInfoRequestSchema } from "./notifier-info.ts";
import { settlementTypeFormSchema } from "./settlement-type.ts";

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

const mari = {
  contact: { name: "Mari Maasikas", email: "", phone: "5551234", phonePrefix: "+372" },
  personalCode: "49602290001",
};
const juri = {
  contact: { name: "Jüri", email: "juri@example.ee", phone: "5559876", phonePrefix: "+371" },
  personalCode: "010190-10001",
};

describe("notifier info", () => {
  it("does not ask whether the notifier drove for theft and vandalism or fire", () => {
    expect(asksIsContactDriver("THEFT")).toBe(false);
    expect(asksIsContactDriver("VANDALISM_OR_FIRE")).toBe(false);
    expect(asksIsContactDriver("TRAFFIC_ACCIDENT")).toBe(true);
  });

  it("shows the notifier messages for an empty form", () => {
    const r = makeNotifierInfoFormSchema("TRAFFIC_ACCIDENT").safeParse({
      notifier: { contact: { name: "", email: "x", phone: "", phonePrefix: "+372" }, personalCode: "" },
      isContactDriver: null,
      driver: null,
    });
    expect(issues(r)).toEqual([
      "notifier.contact.name: validation.notifierNameRequired",
      "notifier.contact.email: validation.notifierEmailInvalid",
      "notifier.contact.phone: validation.notifierPhoneInvalid",
      "notifier.personalCode: validation.personalCodeInvalid",
      "isContactDriver: validation.requiredField",
    ]);
  });

  it("requires the driver's fields when the notifier was not driving, and clears them on yes", () => {
    const schema = makeNotifierInfoFormSchema("OTHER");
    const no = schema.safeParse({
      notifier: mari,
      isContactDriver: false,
      driver: { contact: { name: "", email: "", phone: "1" }, personalCode: "x" },
    });
    expect(issues(no)).toEqual([
      "driver.contact.name: validation.notifierNameRequired",
      "driver.personalCode: validation.personalCodeInvalid",
    ]);
    expect(schema.parse({ notifier: mari, isContactDriver: false, driver: juri }).driver?.personalCode).toBe(
      "010190-10001",
    );
    expect(schema.parse({ notifier: mari, isContactDriver: true, driver: juri }).driver).toBeNull();
  });

  it("ignores the driver question where it is not asked", () => {
    expect(makeNotifierInfoFormSchema("THEFT").parse({ notifier: mari, isContactDriver: null, driver: null })).toEqual({
      notifier: mari,
      isContactDriver: null,
      driver: null,
    });
  });

  it("refuses a request body saying someone else drove without naming the driver, or with unknown fields", () => {
    expect(notifierInfoRequestSchema.safeParse({ notifier: mari, driver: null, isContactDriver: false }).success).toBe(
      false,
    );
    expect(notifierInfoRequestSchema.safeParse({ notifier: mari, driver: null, isContactDriver: true }).success).toBe(
      true,
    );
    expect(
      notifierInfoRequestSchema.safeParse({ notifier: mari, driver: null, isContactDriver: true, vip: true }).success,
    ).toBe(false);
  });
});

describe("accident details", () => {
  it("shows who caused it, authorities and injury per incident as the rules list them", () => {
    expect(accidentFieldVisibility("TRAFFIC_ACCIDENT")).toEqual({
      whoCaused: true,
      authoritiesNotified: true,
      personalInjury: true,
    });
    expect(accidentFieldVisibility("OTHER")).toEqual({
      whoCaused: true,
      authoritiesNotified: true,
      personalInjury: true,
    });
    expect(accidentFieldVisibility("HIT_WILD_ANIMAL")).toEqual({
      whoCaused: false,
      authoritiesNotified: true,
      personalInjury: true,
    });
    expect(accidentFieldVisibility("WINDSHIELD_DAMAGE")).toEqual({
      whoCaused: false,
      authoritiesNotified: false,
      personalInjury: false,
    });
    expect(accidentFieldVisibility("TECHNICAL_BREAKDOWN")).toEqual({
      whoCaused: false,
      authoritiesNotified: false,
      personalInjury: false,
    });
    expect(accidentFieldVisibility("THEFT")).toEqual({
      whoCaused: false,
      authoritiesNotified: true,
      personalInjury: false,
    });
    expect(accidentFieldVisibility("VANDALISM_OR_FIRE")).toEqual({
      whoCaused: false,
      authoritiesNotified: true,
      personalInjury: false,
    });
  });

  const now = () => new Date(2026, 5, 15, 12, 0);
  const base = { address: "Keila", location: { latitude: 0, longitude: 0 }, description: "Hit a pole" };

  it("reports every empty field and each shown question left unanswered", () => {
    const r = makeAccidentDetailsFormSchema("TRAFFIC_ACCIDENT", now).safeParse({
      date: "",
      time: "",
      address: "",
      location: { latitude: 0, longitude: 0 },
      description: "",
      whoCaused: null,
      authoritiesNotified: null,
      personalInjury: null,
    });
    expect(issues(r)).toEqual([
      "date: validation.accidentDateRequired",
      "time: validation.accidentTimeRequired",
      "address: validation.locationRequired",
      "description: validation.accidentDescriptionRequired",
      "whoCaused: validation.requiredField",
      "authoritiesNotified: validation.requiredField",
      "personalInjury: validation.requiredField",
    ]);
  });

  it("refuses a future date and accepts a windshield claim without the hidden questions", () => {
    const form = { ...base, time: "10:00", whoCaused: null, authoritiesNotified: null, personalInjury: null };
    const schema = makeAccidentDetailsFormSchema("WINDSHIELD_DAMAGE", now);
    expect(issues(schema.safeParse({ ...form, date: "16/06/2026" }))).toEqual(["date: validation.accidentDateFuture"]);
    expect(schema.safeParse({ ...form, date: "15/06/2026" }).success).toBe(true);
  });

  it("takes the request body with an instant in the past and refuses one a day ahead", () => {
    const body = { ...base, whoCaused: "ME", authoritiesNotified: true, personalInjury: false };
    expect(
      accidentDetailsRequestSchema.safeParse({ ...body, accidentDatetime: "2026-01-02T10:00:00+02:00" }).success,
    ).toBe(true);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(issues(accidentDetailsRequestSchema.safeParse({ ...body, accidentDatetime: tomorrow }))).toEqual([
      "accidentDatetime: validation.accidentDateFuture",
    ]);
    expect(accidentDetailsRequestSchema.safeParse({ ...body, accidentDatetime: "yesterday" }).success).toBe(false);
  });

  it("lets the server find shown questions the body left unanswered", () => {
    expect(
      missingAccidentAnswers("HIT_WILD_ANIMAL", { whoCaused: null, authoritiesNotified: null, personalInjury: true }),
    ).toEqual(["authoritiesNotified"]);
    expect(
      missingAccidentAnswers("WINDSHIELD_DAMAGE", { whoCaused: null, authoritiesNotified: null, personalInjury: null }),
    ).toEqual([]);
  });
});

describe("settlement and communication", () => {
  it("requires a settlement choice", () => {
    expect(issues(settlementTypeFormSchema.safeParse({ claimSettlementType: null }))).toEqual([
      "claimSettlementType: validation.requiredField",
    ]);
    expect(settlementTypeFormSchema.parse({ claimSettlementType: "MONEY" })).toEqual({ claimSettlementType: "MONEY" });
  });

  it("preselects both channels when none is saved", () => {
    expect(defaultCommunicationPreferences([], true)).toEqual(["EMAIL", "SMS"]);
    expect(defaultCommunicationPreferences(null, true)).toEqual(["EMAIL", "SMS"]);
    expect(defaultCommunicationPreferences(["SMS"], true)).toEqual(["SMS"]);
  });

  it("never preselects e-mail updates when the notifier gave no address", () => {
    expect(defaultCommunicationPreferences(null, false)).toEqual(["SMS"]);
    expect(defaultCommunicationPreferences(["EMAIL", "SMS"], false)).toEqual(["SMS"]);
  });

  it("needs a channel, then the agreement, and sends the chosen channels", () => {
    expect(issues(communicationPreferenceFormSchema.safeParse({ email: false, sms: false, agreement: true }))).toEqual([
      "email: validation.communicationRequired",
    ]);
    expect(issues(communicationPreferenceFormSchema.safeParse({ email: true, sms: false, agreement: false }))).toEqual([
      "agreement: validation.agreementRequired",
    ]);
    expect(communicationPreferenceFormSchema.parse({ email: false, sms: true, agreement: true })).toEqual({
      communicationPreferences: ["SMS"],
    });
  });

  it("refuses an empty, repeated or unknown channel list in the body", () => {
    expect(communicationPreferenceRequestSchema.safeParse({ communicationPreferences: [] }).success).toBe(false);
    expect(communicationPreferenceRequestSchema.safeParse({ communicationPreferences: ["SMS", "SMS"] }).success).toBe(
      false,
    );
    expect(communicationPreferenceRequestSchema.safeParse({ communicationPreferences: ["FAX"] }).success).toBe(false);
    expect(communicationPreferenceRequestSchema.parse({ communicationPreferences: ["EMAIL", "SMS"] })).toEqual({
      communicationPreferences: ["EMAIL", "SMS"],
    });
  });
});

describe("accident time later today", () => {
  it("refuses a time after now on today's date but accepts it on an earlier day", () => {
    const now = () => new Date(2026, 5, 15, 12, 0);
    const form = {
      address: "Keila",
      location: { latitude: 0, longitude: 0 },
      description: "Hit a pole",
      whoCaused: null,
      authoritiesNotified: null,
      personalInjury: null,
    };
    const schema = makeAccidentDetailsFormSchema("WINDSHIELD_DAMAGE", now);
    expect(issues(schema.safeParse({ ...form, date: "15/06/2026", time: "12:01" }))).toEqual([
      "time: validation.accidentTimeFuture",
    ]);
    expect(schema.safeParse({ ...form, date: "15/06/2026", time: "11:59" }).success).toBe(true);
    expect(schema.safeParse({ ...form, date: "14/06/2026", time: "23:59" }).success).toBe(true);
  });
});
