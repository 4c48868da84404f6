import { describe, expect, it } from "vitest";
import { cellName, damageAreaRequestSchema, parseCellName, pickTemplate, sameSelection } from "./damage-area.ts";
import { claimIncidentRequestSchema } from "./incident.ts";
import {
  createOtherPartiesRequestSchema,
  nextPartyId,
  otherPartiesFlagsRequestSchema,
  partyFormSchema,
  updateOtherPartyRequestSchema,
} from "./other-parties.ts";
import { claimVehicleDetailsRequestSchema } from "./vehicle-details.ts";

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
const blankPerson = { fullName: "", personalCode: "", phonePrefix: "+372", phone: "", email: "" };

describe("other parties", () => {
  it("numbers a new party one above the highest existing id", () => {
    expect(nextPartyId([])).toBe(1);
    expect(nextPartyId([{ id: 3 }, { id: 7 }, { id: 2 }])).toBe(8);
  });

  it("flags a card without a type", () => {
    expect(issues(partyFormSchema.safeParse({ type: null, person: blankPerson }))).toEqual([
      "type: validation.partyTypeRequired",
    ]);
  });

  it("requires the plate of a vehicle party and the description of an object party", () => {
    expect(issues(partyFormSchema.safeParse({ type: "vehicle", licensePlate: "", person: blankPerson }))).toEqual([
      "licensePlate: validation.plateRequired",
    ]);
    expect(issues(partyFormSchema.safeParse({ type: "object", description: "  ", person: blankPerson }))).toEqual([
      "description: validation.requiredField",
    ]);
    expect(partyFormSchema.safeParse({ type: "vehicle", licensePlate: "ab123", person: blankPerson }).success).toBe(
      true,
    );
  });

  it("lets a party's person stay empty but checks what is filled", () => {
    const person = { ...blankPerson, phone: "12a", email: "x@", personalCode: "123" };
    expect(issues(partyFormSchema.safeParse({ type: "object", description: "Fence", person }))).toEqual([
      "person.personalCode: validation.personalCodeInvalid",
      "person.phone: validation.phoneDigits",
      "person.email: validation.emailInvalid",
    ]);
  });

  it("creates vehicle and object parties in one body and refuses unknown fields", () => {
    const body = {
      vehicleParties: [{ vehicle: { licensePlate: "abc123" } }],
      objectParties: [{ object: { description: "Fence" } }],
    };
    expect(createOtherPartiesRequestSchema.parse(body).vehicleParties[0].vehicle.licensePlate).toBe("ABC123");
    expect(createOtherPartiesRequestSchema.safeParse({ ...body, animals: [] }).success).toBe(false);
    expect(
      createOtherPartiesRequestSchema.safeParse({ vehicleParties: [{ vehicle: { licensePlate: "abc123", vin: "1" } }] })
        .success,
    ).toBe(false);
  });

  it("updates one party as exactly one of vehicle or object", () => {
    expect(
      updateOtherPartyRequestSchema.safeParse({ partyId: 2, vehicleParty: { licensePlate: "AB12" } }).success,
    ).toBe(true);
    expect(updateOtherPartyRequestSchema.safeParse({ partyId: 2 }).success).toBe(false);
    expect(
      updateOtherPartyRequestSchema.safeParse({
        partyId: 2,
        vehicleParty: { licensePlate: "AB12" },
        objectParty: { description: "x" },
      }).success,
    ).toBe(false);
  });

  it("takes the two flags, with no info answer before involvement is confirmed", () => {
    expect(otherPartiesFlagsRequestSchema.parse({ otherPartiesInvolved: false, otherPartiesInfo: null })).toEqual({
      otherPartiesInvolved: false,
      otherPartiesInfo: null,
    });
    expect(
      otherPartiesFlagsRequestSchema.safeParse({ otherPartiesInvolved: "yes", otherPartiesInfo: null }).success,
    ).toBe(false);
  });
});

describe("damage area", () => {
  it("names cells 'row-column' and reads the names back", () => {
    expect(cellName({ x: 2, y: 5 })).toBe("2-5");
    expect(parseCellName("2-5")).toEqual({ x: 2, y: 5 });
    expect(parseCellName("2:5")).toBeNull();
  });

  it("sees the same selection in another order as unchanged", () => {
    expect(
      sameSelection(
        [
          { x: 1, y: 1 },
          { x: 2, y: 3 },
        ],
        [
          { x: 2, y: 3 },
          { x: 1, y: 1 },
        ],
      ),
    ).toBe(true);
    expect(
      sameSelection(
        [{ x: 1, y: 1 }],
        [
          { x: 1, y: 1 },
          { x: 2, y: 3 },
        ],
      ),
    ).toBe(false);
  });

  it("picks the body type's template, the sedan one by default, else the first", () => {
    const sedan = { id: 1, vehicleBodyType: "SEDAN" as const };
    const big = { id: 2, vehicleBodyType: "SEDAN_BIG" as const };
    expect(pickTemplate([sedan, big], "SEDAN_BIG")).toBe(big);
    expect(pickTemplate([big, sedan], null)).toBe(sedan);
    expect(pickTemplate([big], "SEDAN")).toBe(big);
    expect(pickTemplate([], "SEDAN")).toBeNull();
  });

  it("refuses negative or fractional cells", () => {
    expect(damageAreaRequestSchema.safeParse({ damageAreaTemplateId: 1, coordinates: [{ x: -1, y: 0 }] }).success).toBe(
      false,
    );
    expect(
      damageAreaRequestSchema.safeParse({ damageAreaTemplateId: 1, coordinates: [{ x: 1.5, y: 0 }] }).success,
    ).toBe(false);
    expect(damageAreaRequestSchema.safeParse({ damageAreaTemplateId: 1, coordinates: [] }).success).toBe(true);
  });
});

describe("claim request bodies", () => {
  it("take the incident as claimIncidentType and refuse anything else", () => {
    expect(claimIncidentRequestSchema.parse({ claimIncidentType: "THEFT" })).toEqual({ claimIncidentType: "THEFT" });
    expect(claimIncidentRequestSchema.safeParse({ incidentType: "THEFT" }).success).toBe(false);
    expect(claimIncidentRequestSchema.safeParse({ claimIncidentType: "FLAT_TIRES" }).success).toBe(false);
  });

  it("take the registry's extra vehicle fields and refuse an unknown drive type", () => {
    const body = {
      licensePlate: "123abc",
      mark: "Toyota",
      year: 2018,
      bodyType: "SEDAN",
      driveType: "FRONT_WHEEL",
      weightKg: 1300,
    };
    expect(claimVehicleDetailsRequestSchema.parse(body).licensePlate).toBe("123ABC");
    expect(claimVehicleDetailsRequestSchema.safeParse({ ...body, driveType: "SIDEWAYS" }).success).toBe(false);
    expect(claimVehicleDetailsRequestSchema.safeParse({ ...body, owner: "me" }).success).toBe(false);
  });
});
