import { describe, expect, it } from "vitest";
import { geocodeQuerySchema, geocodeResponseSchema } from "./geocode.ts";
import { placesSearchQuerySchema } from "./places-search.ts";

describe("geocode query", () => {
  it("reads latitude and longitude from query-string text", () => {
    expect(geocodeQuerySchema.parse({ latitude: "59.42", longitude: "24.79" })).toEqual({
      latitude: 59.42,
      longitude: 24.79,
    });
  });
  it("rejects coordinates off the globe or missing", () => {
    expect(geocodeQuerySchema.safeParse({ latitude: "91", longitude: "24" }).success).toBe(false);
    expect(geocodeQuerySchema.safeParse({ latitude: "59", longitude: "-181" }).success).toBe(false);
    expect(geocodeQuerySchema.safeParse({ latitude: "59" }).success).toBe(false);
  });
  it("accepts an answer without a place and refuses a place without a name", () => {
    expect(geocodeResponseSchema.parse({ place: null })).toEqual({ place: null });
    const place = { name: "", country: "EE", latitude: 59, longitude: 24, distanceMeters: 10, label: null };
    expect(geocodeResponseSchema.safeParse({ place }).success).toBe(false);
  });
});

describe("places search query", () => {
  it("trims the text and defaults the limit to 8", () => {
    expect(placesSearchQuerySchema.parse({ query: "  tartu ", latitude: "59", longitude: "24" })).toEqual({
      query: "tartu",
      latitude: 59,
      longitude: 24,
      limit: 8,
    });
  });
  it("rejects blank text, an over-long text and a limit above 20", () => {
    const base = { latitude: "59", longitude: "24" };
    expect(placesSearchQuerySchema.safeParse({ ...base, query: "   " }).success).toBe(false);
    expect(placesSearchQuerySchema.safeParse({ ...base, query: "x".repeat(101) }).success).toBe(false);
    expect(placesSearchQuerySchema.safeParse({ ...base, query: "riga", limit: "21" }).success).toBe(false);
  });
});
