import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";

describe("map address and place search with the offline gazetteer", () => {
  let t: TestApp;
  let link: Awaited<ReturnType<typeof openLink>>;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    link = await openLink(t, "assistance", (await createTestService(t)).name);
  });
  afterAll(() => t?.close());

  const geocode = (query: string, id: number | string = link.id, cookie: string | null = link.cookie) =>
    t.app.inject({
      method: "GET",
      url: `/api/v1/public/assistance-request/${id}/geocode?${query}`,
      headers: cookie ? { cookie } : {},
    });
  const places = (query: string, cookie: string | null = link.cookie) =>
    t.app.inject({ method: "GET", url: `/api/v1/public/places?${query}`, headers: cookie ? { cookie } : {} });

  it("answers the nearest named place to a pin as data: name, country and distance", async () => {
    const res = await geocode("latitude=59.2955&longitude=24.4321");
    expect(res.statusCode).toBe(200);
    const { place } = res.json();
    expect(place).toMatchObject({ name: "Keila", country: "EE", label: null });
    expect(place.distanceMeters).toBeGreaterThan(300);
    expect(place.distanceMeters).toBeLessThan(3000);
  });

  it("answers { place: null } in the open ocean", async () => {
    expect((await geocode("latitude=30&longitude=-40")).json()).toEqual({ place: null });
  });

  it.each(["latitude=91&longitude=24", "latitude=59", "latitude=abc&longitude=24", "latitude=59&longitude=-181", ""])(
    "rejects the geocode query '%s' with 400",
    async (query) => {
      const res = await geocode(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    },
  );

  it("rejects a malformed request id and answers another link's session with 404", async () => {
    expect((await geocode("latitude=59&longitude=24", "abc")).statusCode).toBe(400);
    const other = await openLink(t, "assistance", (await createTestService(t)).name);
    expect((await geocode("latitude=59&longitude=24", link.id, other.cookie)).json()).toEqual({
      statusCode: 404,
      code: "NOT_FOUND",
    });
    expect((await geocode("latitude=59&longitude=24", link.id, null)).statusCode).toBe(404);
  });

  it("suggests places matching typed text without diacritics, nearest to the map centre first", async () => {
    const res = await places("query=parnu&latitude=59.42&longitude=24.79&limit=3");
    expect(res.statusCode).toBe(200);
    const found = res.json().places;
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found[0]).toMatchObject({ name: expect.stringMatching(/^Pärnu/), country: "EE" });
    const distances = found.map((p: { distanceMeters: number }) => p.distanceMeters);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("searches the service's country and its neighbours: 'Tartu' from Tallinn is not Tartus in Syria", async () => {
    const estonian = await openLink(t, "assistance", (await createTestService(t, { countryCode: "EE" })).name);
    const found = (await places("query=tartu&latitude=59.42&longitude=24.79&limit=8", estonian.cookie)).json().places;
    expect(found[0]).toMatchObject({ name: "Tartu", country: "EE" });
    expect(
      found.map((p: { country: string }) => p.country).filter((c: string) => !["EE", "LV", "FI", "RU"].includes(c)),
    ).toEqual([]);
  });

  it("serves suggestions to a claim's session too, and answers 401 without a session", async () => {
    const claim = await openLink(t, "claim", (await createTestService(t)).name);
    const found = (await places("query=riga&latitude=56.95&longitude=24.1", claim.cookie)).json().places;
    expect(found).toContainEqual(expect.objectContaining({ name: "Riga", country: "LV" }));
    const anonymous = await places("query=riga&latitude=56.95&longitude=24.1", null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ statusCode: 401, code: "UNAUTHORIZED" });
  });

  it.each([
    "query=%20%20&latitude=59&longitude=24",
    `query=${"x".repeat(101)}&latitude=59&longitude=24`,
    "query=riga&latitude=59&longitude=24&limit=21",
    "query=riga&latitude=north&longitude=24",
    "query=riga",
  ])("rejects the places query '%s' with 400", async (query) => {
    expect((await places(query)).statusCode).toBe(400);
  });

  it("documents the places route in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const route = doc.paths["/api/v1/public/places"].get;
    expect(route.summary).toMatch(/search box/);
    expect(route.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      "latitude",
      "limit",
      "longitude",
      "query",
    ]);
    expect(doc.paths["/api/v1/public/assistance-request/{id}/geocode"].get).toBeDefined();
  });
});

describe("map address and place search through a Nominatim-compatible server", () => {
  let t: TestApp;
  let server: Server;
  const seen: IncomingMessage[] = [];
  let failing = false;
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      if (failing) return res.writeHead(500).end();
      const reverse = {
        lat: "56.9496",
        lon: "24.1052",
        name: "Rīga",
        display_name: "Rīga, Latvija",
        address: { country_code: "lv" },
      };
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify(req.url!.startsWith("/reverse") ? reverse : [reverse]));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp("pglite", { config: { geocoder: { kind: "nominatim", url, timeoutMs: 1000 } } });
  });
  afterAll(async () => {
    await t?.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("asks in the request's language and passes the full address label on", async () => {
    const link = await openLink(t, "assistance", (await createTestService(t)).name, { language: "lv" });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/v1/public/assistance-request/${link.id}/geocode?latitude=56.95&longitude=24.1`,
      headers: { cookie: link.cookie },
    });
    expect(res.json().place).toMatchObject({ name: "Rīga", country: "LV", label: "Rīga, Latvija" });
    expect(new URL(seen.at(-1)!.url!, "http://x").searchParams.get("accept-language")).toBe("lv");
  });

  it("answers 503 GEOCODER_UNAVAILABLE when the server fails", async () => {
    failing = true;
    const link = await openLink(t, "assistance", (await createTestService(t)).name);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/public/places?query=riga&latitude=56.95&longitude=24.1",
      headers: { cookie: link.cookie },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ statusCode: 503, code: "GEOCODER_UNAVAILABLE" });
    failing = false;
  });

  it("is chosen with GEOCODER=nominatim, which needs GEOCODER_URL", () => {
    const base = {
      DATA_DIR: t.config.dataDir,
      ADMIN_API_KEY: "k".repeat(16),
      SESSION_SECRET: "s".repeat(32),
      OUTBOX_ENCRYPTION_KEY: "o".repeat(32),
    };
    expect(loadConfig(base).geocoder).toEqual({ kind: "offline" });
    expect(loadConfig({ ...base, GEOCODER: "nominatim", GEOCODER_URL: "https://geo.example" }).geocoder).toEqual({
      kind: "nominatim",
      url: "https://geo.example",
      timeoutMs: 4000,
    });
    expect(() => loadConfig({ ...base, GEOCODER: "nominatim" })).toThrow(/GEOCODER_URL: required/);
  });
});
