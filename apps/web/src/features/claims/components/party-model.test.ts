import { describe, expect, it } from "vitest";
import {
  blankParty,
  createBody,
  creationOrder,
  edited,
  fromServer,
  partyTitle,
  updateBody,
  validated,
} from "./party-model.ts";

const stored = fromServer({
  id: 41,
  type: "vehicle",
  person: { id: 7, fullName: "Ann", personalCode: "", phonePrefix: "+371", phone: "555", email: "" },
  vehicle: { id: 3, licensePlate: "ABC123" },
  object: null,
  createdTime: "2026-01-01T00:00:00Z",
});

describe("party cards", () => {
  it("take a new card's id from the highest existing id plus one", () => {
    expect(blankParty([stored]).id).toBe(42);
    expect(blankParty([]).id).toBe(1);
  });

  it("show the plate upper-cased or the object's description in the header", () => {
    expect(partyTitle({ ...stored, licensePlate: "abc1" })).toBe("ABC1");
    expect(partyTitle({ ...stored, type: "object", description: "  Fence " })).toBe("Fence");
    expect(partyTitle(blankParty([]))).toBe("");
  });

  it("flag a missing type, then the type's own field, and open the card", () => {
    const noType = validated({ ...blankParty([]), expanded: false });
    expect(noType.errors).toEqual({ type: "claims:validation.partyTypeRequired" });
    expect(noType.expanded).toBe(true);
    expect(noType.submitCount).toBe(1);
    expect(validated({ ...noType, type: "vehicle" }).errors).toEqual({
      licensePlate: "claims:validation.plateRequired",
    });
    expect(validated({ ...noType, type: "object" }).errors).toEqual({ description: "claims:validation.requiredField" });
  });

  it("re-check a card on change only after it was submitted once", () => {
    const fresh = blankParty([]);
    expect(edited(fresh).errors).toEqual({});
    const submitted = validated(fresh);
    expect(edited({ ...submitted, type: "object", description: "Sign" }).errors).toEqual({});
  });

  it("send new cards vehicles first, in the order the server answers them", () => {
    const object = { ...blankParty([stored]), type: "object" as const, description: "Sign" };
    const vehicle = { ...blankParty([stored, object]), type: "vehicle" as const, licensePlate: "xy 12" };
    expect(creationOrder([object, vehicle]).map((p) => p.id)).toEqual([vehicle.id, object.id]);
    const body = createBody([object, vehicle]);
    expect(body.vehicleParties?.map((p) => p.vehicle.licensePlate)).toEqual(["XY12"]);
    expect(body.objectParties?.map((p) => p.object.description)).toEqual(["Sign"]);
  });

  it("update a stored card with its own type's body and its person", () => {
    expect(updateBody(stored)).toEqual({
      partyId: 41,
      vehicleParty: { licensePlate: "ABC123" },
      person: { fullName: "Ann", personalCode: "", phonePrefix: "+371", phone: "555", email: "" },
    });
    expect(updateBody({ ...stored, type: "object", description: "Wall" })).toMatchObject({
      partyId: 41,
      objectParty: { description: "Wall" },
    });
  });
});
