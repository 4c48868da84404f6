import { describe, expect, it } from "vitest";
import { assistanceProgress, assistanceRouteFor, type AssistanceGuardState } from "./flow.ts";

/** A request filled in up to (not including) submission. */
const complete: AssistanceGuardState = {
  requestId: 12,
  assistanceFlowInitialized: true,
  incidentType: "EMPTY_BATTERY",
  vehicle: { licensePlate: "123ABC", mark: "Toyota" },
  insuranceVerified: true,
  contact: { name: "Mari", phone: "5551234" },
  location: { latitude: 59.4, longitude: 24.7 },
  submitted: false,
};

describe("assistance access guard", () => {
  it("sends a visitor without a stored request id home", () => {
    expect(assistanceRouteFor({ ...complete, requestId: null })).toBe("/");
    expect(assistanceRouteFor({ ...complete, requestId: 0 })).toBe("/");
  });

  it("1. shows the landing before START when no incident is chosen", () => {
    expect(assistanceRouteFor({ ...complete, incidentType: null, assistanceFlowInitialized: false })).toBe(
      "/assistance/landing",
    );
  });

  it("skips the landing for an operator-prefilled incident even before START", () => {
    expect(assistanceRouteFor({ ...complete, assistanceFlowInitialized: false })).toBe(
      "/assistance/additional-details",
    );
  });

  it("2. asks for vehicle and contact when any of plate, make, verification, name or phone is missing", () => {
    const cases: Partial<AssistanceGuardState>[] = [
      { vehicle: null },
      { vehicle: { licensePlate: "", mark: "Toyota" } },
      { vehicle: { licensePlate: "123ABC", mark: null } },
      { insuranceVerified: false },
      { contact: null },
      { contact: { name: "  ", phone: "5551234" } },
      { contact: { name: "Mari", phone: null } },
    ];
    for (const c of cases) expect(assistanceRouteFor({ ...complete, ...c })).toBe("/assistance/vehicle-details");
  });

  it("2 comes before 3: after START with nothing filled the user enters vehicle details first", () => {
    expect(
      assistanceRouteFor({
        ...complete,
        incidentType: null,
        vehicle: null,
        contact: null,
        insuranceVerified: false,
        location: null,
      }),
    ).toBe("/assistance/vehicle-details");
  });

  it("3. asks for the incident once vehicle and contact are done", () => {
    expect(assistanceRouteFor({ ...complete, incidentType: null, location: null })).toBe("/assistance/incidents");
  });

  it("4. asks for the map location once the incident is chosen", () => {
    expect(assistanceRouteFor({ ...complete, location: null })).toBe("/assistance/map");
  });

  it("5. shows tracking for a submitted request", () => {
    expect(assistanceRouteFor({ ...complete, submitted: true })).toBe("/assistance/track-driver");
  });

  it("6. otherwise opens the additional details", () => {
    expect(assistanceRouteFor(complete)).toBe("/assistance/additional-details");
  });
});

describe("assistance progress bar", () => {
  it("counts the flow's steps in order", () => {
    expect(assistanceProgress("/assistance/landing")).toEqual({ step: 1, total: 6 });
    expect(assistanceProgress("/assistance/vehicle-details")).toEqual({ step: 2, total: 6 });
    expect(assistanceProgress("/assistance/map")).toEqual({ step: 4, total: 6 });
    expect(assistanceProgress("/assistance/track-driver")).toEqual({ step: 6, total: 6 });
    expect(assistanceProgress("/claims/incidents")).toBeNull();
  });
});
