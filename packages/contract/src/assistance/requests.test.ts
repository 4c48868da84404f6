import { describe, expect, it } from "vitest";
import { assistanceAdditionalDetailsFormSchema, assistanceAdditionalInfoRequestSchema } from "./additional-info.ts";
import { assistanceContactFormSchema, assistanceContactRequestSchema } from "./contact.ts";
import { assistanceIncidentRequestSchema } from "./incident.ts";
import { assistanceLocationRequestSchema } from "./location.ts";
import { assistanceVehicleRequestSchema } from "./vehicle.ts";
import { assistanceFileDeleteParamsSchema } from "./files.ts";

describe("assistance request bodies", () => {
  it("accept the shapes the web app sends", () => {
    expect(assistanceIncidentRequestSchema.parse({ incidentType: "FLAT_TIRES" })).toEqual({
      incidentType: "FLAT_TIRES",
    });
    expect(assistanceLocationRequestSchema.parse({ latitude: 59.42, longitude: 24.79 })).toEqual({
      latitude: 59.42,
      longitude: 24.79,
    });
    expect(assistanceContactRequestSchema.parse({ name: " Mari ", phone: "5551234", phonePrefix: "+372" })).toEqual({
      name: "Mari",
      phone: "5551234",
      phonePrefix: "+372",
    });
    expect(
      assistanceVehicleRequestSchema.parse({
        licensePlate: "123abc",
        vinCode: null,
        mark: "Toyota",
        model: "Corolla",
        year: 2018,
      }),
    ).toEqual({ licensePlate: "123ABC", vinCode: null, mark: "Toyota", model: "Corolla", year: 2018 });
  });

  it("reject unknown fields", () => {
    expect(assistanceIncidentRequestSchema.safeParse({ incidentType: "OTHER", extra: 1 }).success).toBe(false);
    expect(assistanceLocationRequestSchema.safeParse({ latitude: 1, longitude: 2, altitude: 3 }).success).toBe(false);
    expect(
      assistanceContactRequestSchema.safeParse({ name: "A", phone: "1", phonePrefix: "+372", email: "a@b.ee" }).success,
    ).toBe(false);
  });

  it("reject wrong types and values outside the enums", () => {
    expect(assistanceIncidentRequestSchema.safeParse({ incidentType: "ALIENS" }).success).toBe(false);
    expect(assistanceLocationRequestSchema.safeParse({ latitude: "59", longitude: 24 }).success).toBe(false);
    expect(assistanceLocationRequestSchema.safeParse({ latitude: 91, longitude: 24 }).success).toBe(false);
    expect(assistanceContactRequestSchema.safeParse({ name: "A", phone: "1", phonePrefix: "+1" }).success).toBe(false);
    expect(assistanceVehicleRequestSchema.safeParse({ licensePlate: "123ABC", year: "2018" }).success).toBe(false);
  });

  it("take an optional e-mail and a required description for additional info", () => {
    expect(assistanceAdditionalInfoRequestSchema.parse({ email: "", description: "Dead battery" })).toEqual({
      email: "",
      description: "Dead battery",
    });
    expect(assistanceAdditionalInfoRequestSchema.safeParse({ email: null, description: " " }).success).toBe(false);
    expect(assistanceAdditionalInfoRequestSchema.safeParse({ email: "nope", description: "x" }).success).toBe(false);
  });

  it("refuse a file path that could leave the upload folder", () => {
    expect(assistanceFileDeleteParamsSchema.safeParse({ id: "1", filePath: "../secret" }).success).toBe(false);
    expect(assistanceFileDeleteParamsSchema.parse({ id: "1", filePath: "a1b2.jpg" })).toEqual({
      id: 1,
      filePath: "a1b2.jpg",
    });
  });
});

describe("assistance forms", () => {
  it("show the agreement error when the terms are not ticked", () => {
    const r = assistanceAdditionalDetailsFormSchema.safeParse({
      description: "Flat tyre",
      email: "",
      agreement: false,
    });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["agreement", "validation.agreementRequired"],
    ]);
  });

  it("default the phone prefix to Estonia's and report each missing contact field", () => {
    expect(
      assistanceContactFormSchema.parse({ vehicleNumber: "123abc", fullName: "Mari", phoneNumber: "5551234" })
        .phonePrefix,
    ).toBe("+372");
    const r = assistanceContactFormSchema.safeParse({ vehicleNumber: "", fullName: "", phoneNumber: "" });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      "validation.plateRequired",
      "validation.nameRequired",
      "validation.phoneRequired",
    ]);
  });
});
