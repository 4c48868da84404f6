import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";

/**
 * The flow's routes with generated input that is nearly right: real ids and sessions, query
 * strings with the right names and odd values, bodies with the right keys and wrong types or
 * extra keys, multipart forms with odd parts, CSV with odd cells. Nothing may answer 5xx.
 */
describe("generated requests to the assistance flow's routes", () => {
  let t: TestApp;
  let id: number;
  let cookie: string;
  let serviceName: string;

  beforeAll(async () => {
    t = await createTestApp("pglite", {
      config: { storage: { kind: "disk", dir: mkdtempSync(join(tmpdir(), "hitch-prop-")) } },
    });
    const service = await createTestService(t);
    serviceName = service.name;
    const link = await openLink(t, "assistance", service.name);
    id = link.id;
    cookie = link.cookie;
  });
  afterAll(() => t?.close());

  it("never answer with a server error", async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom("", " ", "123ABC", "12-3", "Škoda", "%", "null", "1e400", "-0"),
    );
    const num = fc.oneof(fc.double(), fc.integer(), text);
    const value = fc.oneof(num, fc.boolean(), fc.constant(null), fc.jsonValue());
    const enc = (v: unknown) => encodeURIComponent(String(v));
    const jsonBody = fc
      .record(
        {
          incidentType: fc.oneof(fc.constantFrom("FLAT_TIRES", "OTHER", "nope"), value),
          latitude: num,
          longitude: num,
          address: value,
          name: value,
          phone: fc.oneof(fc.constant("5551234"), value),
          phonePrefix: fc.oneof(fc.constantFrom("+372", "+1"), value),
          licensePlate: fc.oneof(fc.constantFrom("123ABC", "ab"), value),
          vinCode: value,
          mark: value,
          model: value,
          year: num,
          email: fc.oneof(fc.constantFrom("", "a@b.ee", "x"), value),
          description: value,
          rows: fc.oneof(
            fc.array(
              fc.dictionary(
                fc.constantFrom("licensePlate", "mark", "model", "year", "insuranceValidFrom", "insuranceValidTo", "x"),
                value,
              ),
              { maxLength: 4 },
            ),
            value,
          ),
          serviceName: fc.oneof(fc.constant(serviceName), value),
          extra: value,
        },
        { requiredKeys: [] },
      )
      .map((v) => ({ payload: JSON.stringify(v), contentType: "application/json" }));
    const csvBody = fc
      .array(
        fc.array(fc.oneof(text, fc.constantFrom('"', '""', ";", "2024-01-01", "licensePlate", "mark")), {
          maxLength: 6,
        }),
        { maxLength: 5 },
      )
      .map((rows) => ({ payload: rows.map((r) => r.join(",")).join("\n"), contentType: "text/csv" }));
    const multipartBody = fc
      .record({
        sms: fc.option(text),
        name: fc.constantFrom("file", "photo", "smsIdentifier"),
        data: fc.uint8Array({ maxLength: 200 }),
        cut: fc.nat(400),
      })
      .map(({ sms, name, data, cut }) => {
        const b = "----prop";
        const parts = [
          sms === null ? "" : `--${b}\r\nContent-Disposition: form-data; name="smsIdentifier"\r\n\r\n${sms}\r\n`,
          `--${b}\r\nContent-Disposition: form-data; name="${name}"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ];
        const whole = Buffer.concat([Buffer.from(parts.join("")), Buffer.from(data), Buffer.from(`\r\n--${b}--\r\n`)]);
        return {
          payload: whole.subarray(0, cut % 2 ? cut : whole.length),
          contentType: `multipart/form-data; boundary=${b}`,
        };
      });
    const body = fc.oneof(jsonBody, csvBody, multipartBody, fc.constant(undefined));

    const idParam = fc.oneof(
      { arbitrary: fc.constant(String(id)), weight: 4 },
      { arbitrary: fc.oneof(text.map(enc), fc.integer().map(String)), weight: 1 },
    );
    const routes = fc.oneof(
      fc
        .tuple(fc.constantFrom("incident", "location", "contact", "vehicle", "additional-info"), idParam)
        .map(([s, i]) => ["PATCH", `/api/v1/public/assistance-request/${i}/${s}`]),
      idParam.map((i) => ["PUT", `/api/v1/public/assistance-request/${i}`]),
      idParam.map((i) => ["POST", `/api/v1/public/assistance-request/${i}/files`]),
      fc
        .tuple(fc.constantFrom("GET", "DELETE"), idParam, text)
        .map(([m, i, p]) => [m, `/api/v1/public/assistance-request/${i}/files/${enc(p)}`]),
      fc
        .tuple(idParam, num, num)
        .map(([i, la, lo]) => [
          "GET",
          `/api/v1/public/assistance-request/${i}/geocode?latitude=${enc(la)}&longitude=${enc(lo)}`,
        ]),
      fc
        .tuple(text, num, num, num)
        .map(([q, la, lo, l]) => [
          "GET",
          `/api/v1/public/places?query=${enc(q)}&latitude=${enc(la)}&longitude=${enc(lo)}&limit=${enc(l)}`,
        ]),
      fc.tuple(text, idParam).map(([p, i]) => ["GET", `/api/v1/public/vehicles/${enc(p)}?requestId=${i}`]),
      fc
        .constantFrom(
          `/api/v1/admin/services/${serviceName}/vehicles/import`,
          "/api/v1/admin/vehicles/import",
          `/api/v1/admin/vehicles/import?serviceName=${serviceName}`,
        )
        .map((u) => ["POST", u]),
    );
    const request = fc.record({ route: routes, body, session: fc.boolean(), operator: fc.boolean() });

    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ route: [method, url], body: b, session, operator }) => {
        const headers: Record<string, string> = {};
        if (session) headers.cookie = cookie;
        if (operator) headers.authorization = `Bearer ${t.config.adminApiKey}`;
        if (b && method !== "GET") headers["content-type"] = b.contentType;
        const res = await t.app.inject({
          method: method as "GET",
          url,
          headers,
          payload: b && method !== "GET" ? b.payload : undefined,
        });
        seen.add(res.statusCode);
        expect(res.statusCode, `${method} ${url} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
    expect([...seen]).toEqual(expect.arrayContaining([200, 400, 404]));
  }, 180_000);
});
