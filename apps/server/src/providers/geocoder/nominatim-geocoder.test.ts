import type { IncomingMessage } from "node:http";
import { geocodeResponseSchema } from "@hitch/contract/geo/geocode";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeJsonServer, type FakeAnswer } from "../../testing/fake-json-server.ts";
import { createGeocoder } from "./create-geocoder.ts";
import { GeocoderUnavailableError } from "./geocoder.ts";
import { createNominatimGeocoder } from "./nominatim-geocoder.ts";

const keilaReverse = {
  lat: "59.3036100",
  lon: "24.4130600",
  name: "",
  display_name: "Keila, Harju maakond, 76601, Eesti",
  address: { town: "Keila", county: "Harju maakond", country: "Eesti", country_code: "ee" },
};
const searchAnswer = [
  {
    lat: "58.3858800",
    lon: "24.4971100",
    name: "Pärnu",
    display_name: "Pärnu, Pärnu maakond, Eesti",
    address: { country_code: "ee" },
  },
  {
    lat: "59.4369600",
    lon: "24.7535300",
    name: "Pärnu maantee",
    display_name: "Pärnu maantee, Tallinn, Eesti",
    address: { country_code: "ee" },
  },
  { lat: "bad", lon: "24", name: "Broken row" },
];

describe("the Nominatim-compatible geocoder", () => {
  let stop: () => Promise<void>;
  let url: string;
  let seen: IncomingMessage[] = [];
  let answer: (req: IncomingMessage) => FakeAnswer;

  beforeAll(async () => {
    const server = await startFakeJsonServer((req) => {
      seen.push(req);
      return answer(req);
    });
    stop = server.stop;
    url = `${server.origin}/nominatim/`;
  });
  afterAll(() => stop());
  beforeEach(() => {
    seen = [];
  });
  const query = (req: IncomingMessage) => new URL(req.url!, "http://x").searchParams;

  it("asks /reverse in jsonv2 with an identifying User-Agent and answers the settlement's name and country", async () => {
    answer = () => ({ status: 200, body: JSON.stringify(keilaReverse) });
    const geocoder = createGeocoder({ kind: "nominatim", url, userAgent: "HitchTest/1.0 (ops@example.org)" });
    const place = await geocoder.reverse(59.2955, 24.4321, "et");
    expect(place).toMatchObject({
      name: "Keila",
      country: "EE",
      latitude: 59.30361,
      longitude: 24.41306,
      label: "Keila, Harju maakond, 76601, Eesti",
    });
    expect(place!.distanceMeters).toBeGreaterThan(500);
    expect(place!.distanceMeters).toBeLessThan(2500);
    expect(new URL(seen[0].url!, "http://x").pathname).toBe("/nominatim/reverse");
    expect(Object.fromEntries(query(seen[0]))).toMatchObject({
      format: "jsonv2",
      lat: "59.2955",
      lon: "24.4321",
      "accept-language": "et",
    });
    expect(seen[0].headers["user-agent"]).toBe("HitchTest/1.0 (ops@example.org)");
    expect(geocodeResponseSchema.safeParse({ place }).success).toBe(true);
  });

  it("answers null when Nominatim reports it cannot geocode the point", async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ error: "Unable to geocode" }) });
    expect(await createNominatimGeocoder({ url }).reverse(0, -140)).toBeNull();
    expect(seen[0].headers["user-agent"]).toMatch(/^Hitch\//);
  });

  it("searches with q and limit, biased to a box around the centre, and orders answers nearest first", async () => {
    answer = () => ({ status: 200, body: JSON.stringify(searchAnswer) });
    const places = await createNominatimGeocoder({ url }).search(" parnu ", {
      near: { latitude: 59.42, longitude: 24.79 },
      limit: 5,
    });
    expect(places.map((p) => p.name)).toEqual(["Pärnu maantee", "Pärnu"]);
    const params = query(seen[0]);
    expect(new URL(seen[0].url!, "http://x").pathname).toBe("/nominatim/search");
    expect(params.get("q")).toBe("parnu");
    expect(params.get("format")).toBe("jsonv2");
    expect(Number(params.get("limit"))).toBeGreaterThanOrEqual(5);
    expect(params.get("viewbox")).toBe("23.79000,60.42000,25.79000,58.42000");
  });

  it("does not call the server for blank text", async () => {
    expect(
      await createNominatimGeocoder({ url }).search("  ", { near: { latitude: 59, longitude: 24 }, limit: 5 }),
    ).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  const failures = [
    ["an error status", () => ({ status: 503, body: "busy" })],
    ["a body that is not JSON", () => ({ status: 200, body: "<html>" })],
    ["no answer within the timeout", () => ({ status: 200, body: "{}", delayMs: 1500 })],
  ] as const;
  for (const [what, respond] of failures) {
    it(`fails with GEOCODER_UNAVAILABLE on ${what}`, async () => {
      answer = respond;
      const geocoder = createNominatimGeocoder({ url, timeoutMs: 300 });
      const failure = await geocoder.reverse(59, 24).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(GeocoderUnavailableError);
      expect(failure).toMatchObject({ code: "GEOCODER_UNAVAILABLE", statusCode: 503 });
    });
  }

  it("fails with GEOCODER_UNAVAILABLE when a search answer is not a list, or nothing listens", async () => {
    answer = () => ({ status: 200, body: "{}" });
    const near = { latitude: 59, longitude: 24 };
    await expect(createNominatimGeocoder({ url }).search("riga", { near, limit: 3 })).rejects.toBeInstanceOf(
      GeocoderUnavailableError,
    );
    await expect(
      createNominatimGeocoder({ url: "http://127.0.0.1:1" }).search("riga", { near, limit: 3 }),
    ).rejects.toMatchObject({
      code: "GEOCODER_UNAVAILABLE",
    });
  });

  it("refuses a nominatim configuration without a url", () => {
    expect(() => createGeocoder({ kind: "nominatim", url: "" })).toThrow(RangeError);
  });
});
