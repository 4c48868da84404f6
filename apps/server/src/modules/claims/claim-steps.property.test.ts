import fc from "fast-check";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../seed/seed.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { multipart, openClaim } from "./claim-test-support.ts";

/**
 * The claim steps' routes with nearly right input: the claim's own id and session, bodies with the
 * right keys holding odd values or extra keys, cells at and beyond the grid, multipart forms with
 * odd parts. Nothing may answer 5xx.
 */
describe("generated requests to the claim steps' routes", () => {
  let t: TestApp;
  let claim: { id: number; cookie: string };

  beforeAll(async () => {
    t = await createTestApp("pglite", {
      config: { storage: { kind: "disk", dir: mkdtempSync(join(tmpdir(), "hitch-claim-prop-")) } },
    });
    await seedDemo(t.db);
    claim = await openClaim(t, "demo");
  });
  afterAll(() => t?.close());

  it("never answer with a server error", async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom("", " ", "123ABC", "456def", "49602290001", "010190-10001", "+372", "%", "null", "1e400"),
    );
    const num = fc.oneof(fc.integer({ min: -3, max: 60 }), fc.double(), fc.constantFrom(2147483648, 1, 2), text);
    const value = fc.oneof(num, fc.boolean(), fc.constant(null), fc.jsonValue());
    const person = fc.record(
      {
        contact: fc.oneof(
          value,
          fc.record({ name: value, email: value, phone: value, phonePrefix: value }, { requiredKeys: [] }),
        ),
        personalCode: value,
      },
      { requiredKeys: [] },
    );
    const partyPerson = fc.record(
      { fullName: value, personalCode: value, phonePrefix: value, phone: value, email: value, id: value },
      { requiredKeys: [] },
    );
    const cell = fc.record({ x: num, y: num, z: value }, { requiredKeys: ["x", "y"] });
    const body = fc.record(
      {
        claimIncidentType: fc.oneof(fc.constantFrom("THEFT", "OTHER", "TRAFFIC_ACCIDENT", "nope"), value),
        licensePlate: text,
        year: num,
        weightKg: num,
        bodyType: fc.oneof(fc.constantFrom("SEDAN", "SEDAN_BIG"), value),
        driveType: value,
        notifier: fc.oneof(person, value),
        driver: fc.oneof(person, value),
        isContactDriver: value,
        damageAreaTemplateId: num,
        coordinates: fc.oneof(fc.array(cell, { maxLength: 5 }), value),
        otherPartiesInvolved: value,
        otherPartiesInfo: value,
        vehicleParties: fc.oneof(
          fc.array(
            fc.record(
              { vehicle: fc.oneof(fc.record({ licensePlate: text }), value), person: partyPerson },
              { requiredKeys: [] },
            ),
            { maxLength: 3 },
          ),
          value,
        ),
        objectParties: fc.oneof(
          fc.array(
            fc.record(
              { object: fc.oneof(fc.record({ description: text }), value), person: partyPerson },
              { requiredKeys: [] },
            ),
            { maxLength: 3 },
          ),
          value,
        ),
        partyId: num,
        vehicleParty: fc.oneof(fc.record({ licensePlate: text }), value),
        objectParty: fc.oneof(fc.record({ description: text }), value),
        person: fc.oneof(partyPerson, value),
      },
      { requiredKeys: [] },
    );
    const form = fc
      .array(
        fc.oneof(
          fc.record({
            name: fc.constantFrom("fileType", "file", "other"),
            value: fc.oneof(fc.constantFrom("DAMAGE_PHOTO", "DAMAGE_AREA_SCREENSHOT"), fc.string({ maxLength: 20 })),
          }),
          fc.record({
            name: fc.constantFrom("file", "fileType", "x"),
            filename: fc.constantFrom("a.jpg", "b.heic", "", "../../etc/passwd"),
            type: fc.constantFrom("image/jpeg", "text/plain", ""),
            data: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
          }),
        ),
        { maxLength: 4 },
      )
      .map((parts) => multipart(parts));
    const routes = fc.constantFrom(
      ["POST", "incident"],
      ["GET", "vehicle-details"],
      ["POST", "vehicle-details"],
      ["POST", "notifier-info"],
      ["POST", "file"],
      ["DELETE", "files/{n}"],
      ["GET", "files/{n}"],
      ["GET", "damage-location-template"],
      ["POST", "damage-location-template"],
      ["PUT", "other-parties-details"],
      ["GET", "other-parties"],
      ["POST", "other-parties"],
      ["PUT", "other-parties"],
      ["DELETE", "other-parties"],
    );
    const request = fc.record({
      route: routes,
      body,
      form,
      n: num,
      query: fc.option(fc.tuple(fc.constantFrom("licensePlate", "partyId"), text)),
    });

    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const [method, path] = r.route as [string, string];
        const query = r.query ? `?${r.query[0]}=${encodeURIComponent(r.query[1])}` : "";
        const url = `/api/v1/public/claims/${claim.id}/${path.replace("{n}", encodeURIComponent(String(r.n)))}${query}`;
        const isFile = path === "file";
        const res = await t.app.inject({
          method: method as "GET",
          url,
          headers: { cookie: claim.cookie, ...(isFile ? { "content-type": r.form.contentType } : {}) },
          ...(method === "GET" || method === "DELETE" ? {} : { payload: isFile ? r.form.payload : r.body }),
        });
        seen.add(res.statusCode);
        expect(res.statusCode, `${method} ${url} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
    expect([...seen]).toEqual(expect.arrayContaining([200, 400]));
  }, 300_000);
});
