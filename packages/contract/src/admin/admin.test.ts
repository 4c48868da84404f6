import { describe, expect, it } from "vitest";
import { setCaseEstimateRequestSchema, completeCaseStepRequestSchema } from "./cases.ts";
import { createDriverRequestSchema, createDriverResponseSchema } from "./drivers.ts";
import { fullDataLinkRequestSchema } from "./full-data-link.ts";
import { createServiceRequestSchema, updateServiceRequestSchema } from "./services.ts";
import { importRejectionReason, vehicleImportRequestSchema, vehicleImportRowSchema } from "./vehicles-import.ts";
import { createWorkshopRequestSchema } from "./workshops.ts";

describe("service administration", () => {
  it("creates a service with defaults for the flags", () => {
    const s = createServiceRequestSchema.parse({
      name: "demo-lv",
      countryCode: "LV",
      defaultLanguage: "lv",
      themeColor: "#0055aa",
    });
    expect(s.isTestService).toBe(false);
    expect(s.isMotionsCloudEnabled).toBe(false);
    // Claim feedback stays offered unless the operator turns it off.
    expect(s.claimFeedbackEnabled).toBe(true);
  });

  it("refuses names that cannot sit in a URL, unknown countries and unknown fields", () => {
    const base = { name: "demo", countryCode: "EE", defaultLanguage: "en" };
    expect(createServiceRequestSchema.safeParse({ ...base, name: "Demo Service" }).success).toBe(false);
    expect(createServiceRequestSchema.safeParse({ ...base, countryCode: "FI" }).success).toBe(false);
    expect(createServiceRequestSchema.safeParse({ ...base, logo: "x.png" }).success).toBe(false);
    expect(updateServiceRequestSchema.safeParse({ name: "other" }).success).toBe(false);
    expect(updateServiceRequestSchema.safeParse({ themeColor: "red" }).success).toBe(false);
  });
});

describe("vehicle import", () => {
  it("reads a CSV-style row of text cells, empty cells meaning absent", () => {
    const row = vehicleImportRowSchema.parse({
      licensePlate: "123abc",
      vinCode: "",
      mark: "Toyota",
      model: "Corolla",
      year: "2018",
      bodyType: "SEDAN",
      weightKg: "",
      driveType: "",
      insuranceValidFrom: "2026-01-01",
      insuranceValidTo: "2026-12-31",
    });
    expect(row).toMatchObject({
      licensePlate: "123ABC",
      year: 2018,
      bodyType: "SEDAN",
      insuranceValidTo: "2026-12-31",
    });
    expect(row.vinCode).toBeUndefined();
    expect(row.weightKg).toBeUndefined();
  });

  it("gives a rejected row a reason naming the field", () => {
    const reasonOf = (row: object) => {
      const r = vehicleImportRowSchema.safeParse(row);
      return r.success ? null : importRejectionReason(r.error);
    };
    expect(reasonOf({ licensePlate: "12-3", mark: "Volvo", model: "XC60" })).toBe(
      "licensePlate: validation.plateAlphanumeric",
    );
    expect(reasonOf({ licensePlate: "123ABC", mark: "Volvo", model: "XC60", year: "new" })).toMatch(/^year: /);
    expect(
      reasonOf({ licensePlate: "123ABC", mark: "Volvo", model: "XC60", insuranceValidFrom: "2026-01-01" }),
    ).toMatch(/^insuranceValidTo: /);
    expect(
      reasonOf({
        licensePlate: "123ABC",
        mark: "Volvo",
        model: "XC60",
        insuranceValidFrom: "2026-02-01",
        insuranceValidTo: "2026-01-01",
      }),
    ).toMatch(/^insuranceValidTo: /);
    expect(reasonOf({ licensePlate: "123ABC", mark: "Volvo", model: "XC60", owner: "x" })).toMatch(/owner|row/);
  });

  it("takes any rows in the body so one bad row does not refuse the rest", () => {
    expect(
      vehicleImportRequestSchema.safeParse({ serviceName: "demo", rows: [{ licensePlate: "!!" }, { junk: 1 }] })
        .success,
    ).toBe(true);
    expect(vehicleImportRequestSchema.safeParse({ serviceName: "demo", rows: [] }).success).toBe(false);
    expect(vehicleImportRequestSchema.safeParse({ serviceName: "demo", rows: ["123ABC"] }).success).toBe(false);
  });
});

describe("drivers", () => {
  it("creates an available driver by default, and its answer must carry the token", () => {
    const d = createDriverRequestSchema.parse({
      fullName: "Tõnu Tamm",
      phoneNumber: "+37255512345",
      company: "Tow OÜ",
      latitude: 59.4,
      longitude: 24.7,
    });
    expect(d.available).toBe(true);
    expect(
      createDriverResponseSchema.safeParse({
        id: 1,
        fullName: "Tõnu Tamm",
        phoneNumber: "+37255512345",
        company: "Tow OÜ",
        companyId: null,
        isTransferred: false,
        notificationResponseRate: null,
        latitude: 59.4,
        longitude: 24.7,
        available: true,
      }).success,
    ).toBe(false);
  });

  it("refuses a driver without a position or with a settable response rate", () => {
    expect(createDriverRequestSchema.safeParse({ fullName: "A", phoneNumber: "55512345", company: "B" }).success).toBe(
      false,
    );
    expect(
      createDriverRequestSchema.safeParse({
        fullName: "A",
        phoneNumber: "55512345",
        company: "B",
        latitude: 1,
        longitude: 1,
        notificationResponseRate: 1,
      }).success,
    ).toBe(false);
  });
});

describe("full-data link", () => {
  it("takes a link with everything the caller said on the phone", () => {
    const body = fullDataLinkRequestSchema.parse({
      serviceName: "demo",
      sendSms: true,
      phone: "+37255512345",
      incident: "EMPTY_BATTERY",
      licensePlate: "123abc",
      contact: { name: "Mari", phone: "55512345" },
      latitude: 59.4,
      longitude: 24.7,
      address: "Keila",
      description: "Dead battery",
      language: "et",
      operatorName: "Operator Olga",
      operatorContact: "+3726001234",
    });
    expect(body.licensePlate).toBe("123ABC");
    expect(body.contact?.phonePrefix).toBe("+372");
  });

  it("needs a service and both coordinates, and refuses unknown fields", () => {
    expect(fullDataLinkRequestSchema.safeParse({ incident: "OTHER" }).success).toBe(false);
    expect(fullDataLinkRequestSchema.safeParse({ serviceExternalId: "svc-1" }).success).toBe(true);
    expect(fullDataLinkRequestSchema.safeParse({ serviceName: "demo", latitude: 59 }).success).toBe(false);
    expect(fullDataLinkRequestSchema.safeParse({ serviceName: "demo", status: "PENDING" }).success).toBe(false);
  });
});

describe("case administration", () => {
  it("sets an estimate by its type and refuses a mismatched one", () => {
    expect(
      setCaseEstimateRequestSchema.safeParse({ estimationType: "DATE", estimatedDate: "2026-07-01" }).success,
    ).toBe(true);
    expect(
      setCaseEstimateRequestSchema.safeParse({ estimationType: "TIMESTAMP", estimatedTime: "2026-07-01T10:00:00Z" })
        .success,
    ).toBe(true);
    expect(setCaseEstimateRequestSchema.safeParse({ estimationType: "NONE" }).success).toBe(true);
    expect(
      setCaseEstimateRequestSchema.safeParse({ estimationType: "DATE", estimatedTime: "2026-07-01T10:00:00Z" }).success,
    ).toBe(false);
    expect(setCaseEstimateRequestSchema.safeParse({ estimationType: "SOON" }).success).toBe(false);
  });

  it("completes a step now or at a given instant", () => {
    expect(completeCaseStepRequestSchema.parse({})).toEqual({});
    expect(completeCaseStepRequestSchema.safeParse({ completedAt: "yesterday" }).success).toBe(false);
  });

  it("creates a workshop only with at least one incident type it accepts", () => {
    const base = {
      serviceName: "demo",
      name: "Auto OÜ",
      latitude: 59.4,
      longitude: 24.7,
      address: "Tallinn",
      phone: "+3726001234",
    };
    expect(createWorkshopRequestSchema.safeParse({ ...base, incidentTypes: [] }).success).toBe(false);
    expect(createWorkshopRequestSchema.parse({ ...base, incidentTypes: ["THEFT"] }).vehicleMarks).toEqual([]);
  });
});

describe("full-data link and plain link", () => {
  it("accept the same link fields, such as a per-link lifetime", () => {
    expect(fullDataLinkRequestSchema.parse({ serviceName: "demo", ttlSeconds: 600 }).ttlSeconds).toBe(600);
    expect(fullDataLinkRequestSchema.safeParse({ serviceName: "demo", ttlSeconds: 0 }).success).toBe(false);
  });
});
