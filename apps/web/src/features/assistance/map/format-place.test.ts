import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { formatPlace } from "./format-place.ts";

// A stand-in for i18next's t that shows which text and values were chosen.
const t = ((key: string, values?: Record<string, unknown>) =>
  `${key} ${JSON.stringify(values ?? {})}`) as unknown as TFunction;
const at = { latitude: 59.3, longitude: 24.4 };
const keila = { name: "Keila", country: "EE", latitude: 59.3, longitude: 24.41, distanceMeters: 2140, label: null };

describe("the address shown for a pin", () => {
  it("says how far the nearest named place is, in kilometres with the language's decimal mark", () => {
    expect(formatPlace(t, "en", keila, at)).toBe(
      'assistance:map.kilometresFrom {"distance":"2.1","place":"Keila, EE"}',
    );
    expect(formatPlace(t, "et", keila, at)).toBe(
      'assistance:map.kilometresFrom {"distance":"2,1","place":"Keila, EE"}',
    );
    expect(formatPlace(t, "en", { ...keila, distanceMeters: 23_600 }, at)).toContain('"distance":"24"');
  });

  it("uses metres under a kilometre and only the name when the pin is in the place", () => {
    expect(formatPlace(t, "en", { ...keila, distanceMeters: 437 }, at)).toBe(
      'assistance:map.metresFrom {"distance":440,"place":"Keila, EE"}',
    );
    expect(formatPlace(t, "en", { ...keila, distanceMeters: 40 }, at)).toBe("Keila, EE");
  });

  it("shows a provider's full address line as it is", () => {
    expect(formatPlace(t, "en", { ...keila, label: "Põhja 3, Keila, Harju maakond" }, at)).toBe(
      "Põhja 3, Keila, Harju maakond",
    );
  });

  it("gives the coordinates when no named place is near", () => {
    expect(formatPlace(t, "en", null, at)).toBe('assistance:map.noPlace {"coordinates":"59.30000, 24.40000"}');
  });
});
