import { describe, expect, it } from "vitest";
import {
  claimVehicleLookupResponseSchema,
  isVehicleUsable,
  vehicleLookupParamsSchema,
  vehicleLookupQuerySchema,
  vehicleLookupResponseSchema,
} from "./lookup.ts";

const corolla = {
  licensePlate: "123ABC",
  vinCode: null,
  manufacturer: "Toyota",
  model: "Corolla",
  year: 2018,
  error: null,
};

describe("vehicle lookup", () => {
  it("reads the plate from the path upper-cased and the request id from the query", () => {
    expect(vehicleLookupParamsSchema.parse({ licensePlate: "123abc" })).toEqual({ licensePlate: "123ABC" });
    expect(vehicleLookupQuerySchema.parse({ requestId: "42" })).toEqual({ requestId: 42 });
    expect(vehicleLookupParamsSchema.safeParse({ licensePlate: "12 3" }).success).toBe(false);
    expect(vehicleLookupQuerySchema.safeParse({ requestId: "abc" }).success).toBe(false);
  });

  it("lets the user go on only with a found and insured vehicle", () => {
    expect(isVehicleUsable({ vehicle: corolla, insurance: { verified: true } })).toBe(true);
    expect(isVehicleUsable({ vehicle: corolla, insurance: { verified: false } })).toBe(false);
    const unknown = { ...corolla, manufacturer: null, model: null, year: null, error: "VEHICLE_NOT_FOUND" as const };
    expect(isVehicleUsable({ vehicle: unknown, insurance: { verified: false } })).toBe(false);
  });

  it("describes the answers with an error code, never prose", () => {
    expect(
      vehicleLookupResponseSchema.safeParse({
        vehicle: { ...corolla, error: "No vehicle found" },
        insurance: { verified: false },
      }).success,
    ).toBe(false);
    const claimVehicle = {
      ...corolla,
      transmissionType: "AUTOMATIC",
      weightKg: 1300,
      bodyType: "SEDAN",
      color: "grey",
      driveType: "FRONT_WHEEL",
    };
    expect(
      claimVehicleLookupResponseSchema.safeParse({ vehicle: claimVehicle, insurance: { verified: true } }).success,
    ).toBe(true);
  });
});
