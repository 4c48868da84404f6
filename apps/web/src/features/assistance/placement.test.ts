import { describe, expect, it } from "vitest";
import { placementFor } from "./placement.ts";

describe("placing the user on the right assistance step", () => {
  it("keeps the user on the step the guard names", () => {
    expect(placementFor("/assistance/map", "/assistance/map")).toBeNull();
  });

  it("moves a user who skipped ahead back to the first missing step", () => {
    expect(placementFor("/assistance/additional-details", "/assistance/incidents")).toBe("/assistance/incidents");
    expect(placementFor("/assistance/map", "/assistance/vehicle-details")).toBe("/assistance/vehicle-details");
  });

  it("lets the user go back to a finished step to change it", () => {
    expect(placementFor("/assistance/vehicle-details", "/assistance/additional-details")).toBeNull();
    expect(placementFor("/assistance/incidents", "/assistance/map")).toBeNull();
  });

  it("sends a reopened link from the landing to where the flow stopped", () => {
    expect(placementFor("/assistance/landing", "/assistance/map")).toBe("/assistance/map");
  });

  it("shows only tracking once the request is submitted, and home without a request", () => {
    expect(placementFor("/assistance/vehicle-details", "/assistance/track-driver")).toBe("/assistance/track-driver");
    expect(placementFor("/assistance/map", "/")).toBe("/");
  });
});
