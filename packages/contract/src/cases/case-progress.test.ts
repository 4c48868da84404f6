import { describe, expect, it } from "vitest";
import { caseQuerySchema } from "./case-progress.ts";
import { workshopQuerySchema } from "../workshops/workshop.ts";

describe("case lookup query", () => {
  it("needs a claim id or an assistance id, not both", () => {
    expect(caseQuerySchema.parse({ claimId: "5" })).toEqual({ claimId: 5 });
    expect(caseQuerySchema.parse({ assistanceId: "9" })).toEqual({ assistanceId: 9 });
    expect(caseQuerySchema.safeParse({}).success).toBe(false);
    expect(caseQuerySchema.safeParse({ claimId: "5", assistanceId: "9" }).success).toBe(false);
    expect(caseQuerySchema.safeParse({ claimId: "-1" }).success).toBe(false);
  });
});

describe("workshop query", () => {
  it("filters by incident type, make and an optional year", () => {
    expect(workshopQuerySchema.parse({ incidentType: "THEFT", vehicleMark: "Toyota", vehicleYear: "2018" })).toEqual({
      incidentType: "THEFT",
      vehicleMark: "Toyota",
      vehicleYear: 2018,
    });
    expect(workshopQuerySchema.safeParse({ incidentType: "FLAT_TIRES", vehicleMark: "Toyota" }).success).toBe(false);
    expect(workshopQuerySchema.safeParse({ incidentType: "THEFT" }).success).toBe(false);
  });
});
