import type { Place } from "@hitch/contract/geo/place";
import { describe, expect, it } from "vitest";
import { regionalPlaces } from "./regional-places.ts";

const place = (name: string, country: string): Place => ({
  name,
  country,
  latitude: 0,
  longitude: 0,
  distanceMeters: 0,
  label: null,
});

describe("regionalPlaces", () => {
  const tartu = [place("Tartu", "EE"), place("Ţarţūs", "SY"), place("Tartu küla", "EE")];

  it("keeps the service's country and its neighbours, in the geocoder's order", () => {
    expect(regionalPlaces(tartu, "EE", 8).map((p) => p.name)).toEqual(["Tartu", "Tartu küla"]);
    expect(regionalPlaces([place("Rīga", "LV"), place("Riga", "US")], "LT", 8).map((p) => p.name)).toEqual(["Rīga"]);
  });

  it("still offers places abroad when the region has none, and without a known country", () => {
    expect(regionalPlaces([place("Ţarţūs", "SY")], "EE", 8).map((p) => p.name)).toEqual(["Ţarţūs"]);
    expect(regionalPlaces(tartu, null, 2).map((p) => p.name)).toEqual(["Tartu", "Ţarţūs"]);
  });

  it("answers at most the asked number", () => {
    expect(regionalPlaces(tartu, "EE", 1)).toHaveLength(1);
  });
});
