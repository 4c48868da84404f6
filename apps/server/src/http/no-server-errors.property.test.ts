import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../db/schema/assistance-requests.ts";
import { TEST_DB_KINDS } from "../db/test-db.ts";
import { runDueSteps } from "../modules/dispatch/dispatch-worker.ts";
import { startDispatch } from "../modules/dispatch/start-dispatch.ts";
import { northOf, TALLINN } from "../modules/dispatch/test-support.ts";
import { createTestApp, createTestService, fakeWebDist, openLink, type TestApp } from "../testing/test-app.ts";
import { arbitraryFromSchema, documentedOperations, type Operation, type Parameter } from "./openapi-arbitraries.ts";

/**
 * Bad input anywhere must be answered with a 4xx and an error code, never a 5xx. Every operation of
 * the app's OpenAPI document (so every route, including ones added later) gets generated requests:
 * path parameters, query and JSON body drawn from its own schemas or from the ids, names and codes
 * of real objects, mixed with garbage; random content types; valid and invalid sessions, operator
 * keys and driver tokens, so that the handlers run.
 */

/** Routes the document leaves out on purpose: the server-rendered assessment page, the document itself, the SPA. */
const UNDOCUMENTED: Operation[] = [
  { method: "GET", path: "/assessment/{name}", parameters: [] },
  { method: "GET", path: "/api/docs/json", parameters: [] },
  { method: "GET", path: "/{name}", parameters: [] },
];

/** Generated requests per operation and database: every operation is reached, the run stays short. */
const RUNS_PER_OPERATION = 12;

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

const CONTENT_TYPES = [
  undefined,
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "multipart/form-data",
  "image/png",
  "image/svg+xml",
  "application/xml",
  "garbage/;;;",
];

describe.each(TEST_DB_KINDS)("generated requests on %s", (kind) => {
  let t: TestApp;
  let operations: Operation[];
  let ids: number[];
  let names: string[];
  let codes: string[];
  let cookies: string[];
  let driverTokens: string[];

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { webDist: fakeWebDist() } });
    operations = [...documentedOperations(t.app.swagger()), ...UNDOCUMENTED];
    const service = await createTestService(t);
    const assistance = await openLink(t, "assistance", service.name);
    const claim = await openLink(t, "claim", service.name);
    // A request in dispatch with an offer to a real driver, so the driver routes have something to act on.
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/drivers",
      headers: t.operator,
      payload: { fullName: "Mart Tamm", phoneNumber: "+3725551234", company: "Tallinn Tow", ...northOf(TALLINN, 500) },
    });
    const driver = created.json<{ id: number; token: string }>();
    const dispatched = await openLink(t, "assistance", service.name);
    await t.db.update(assistanceRequests).set(TALLINN).where(eq(assistanceRequests.id, dispatched.id));
    await startDispatch(t.db, t.dispatch, dispatched.id);
    await runDueSteps(t.dispatch);
    const offers = (
      await t.app.inject({
        method: "GET",
        url: "/api/v1/driver/offers",
        headers: { authorization: `Bearer ${driver.token}` },
      })
    ).json<{ id: number }[]>();
    ids = [assistance.id, claim.id, dispatched.id, driver.id, ...offers.map((o) => o.id)];
    names = [service.name, service.externalId, "demo"];
    codes = [assistance.code, claim.code];
    cookies = [
      assistance.cookie,
      claim.cookie,
      dispatched.cookie,
      "hitch_session=garbage",
      "hitch_session=assistance:1.bad-signature",
    ];
    driverTokens = [driver.token];
  }, 120_000);
  afterAll(() => t?.close());

  it("cover every documented operation", () => {
    // The driver API, driver admin, call-backs, the status poll and stream, cancel, the accepted driver...
    const covered = new Set(operations.map((o) => `${o.method} ${o.path}`));
    for (const expected of [
      "GET /api/v1/driver/offers",
      "POST /api/v1/driver/jobs/{assistanceRequestId}/finish",
      "PATCH /api/v1/admin/drivers/{id}",
      "GET /api/v1/public/assistance-request/{id}/status",
      "GET /api/v1/public/assistance-request/{id}/status/stream",
      "GET /api/v1/driver/events",
      "POST /api/v1/public/assistance-request/{id}/cancel",
      "GET /api/v1/public/tow-truck/accepted-driver",
    ]) {
      expect(covered).toContain(expected);
    }
    expect(operations.length).toBeGreaterThanOrEqual(98);
  });

  it("never answer with a server error", async () => {
    const garbage = fc.oneof(
      fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
      fc.string({ maxLength: 40 }).map(encodeURIComponent),
      fc.string({ unit: "grapheme", maxLength: 20 }).map(encodeURIComponent),
      fc.constantFrom("%E0%A4%A", "%", "..", "%2e%2e%2f", "0x10", "1e3", "NaN", "null", "a".repeat(300), "%00"),
    );
    /** A parameter's value: a real object's id, name or code where the name says which, else from its schema. */
    const real = (parameter: Parameter): fc.Arbitrary<string> => {
      const name = parameter.name.toLowerCase();
      if (name === "code") return fc.constantFrom(...codes);
      if (name.endsWith("id") && !name.includes("external")) {
        return fc.oneof(fc.constantFrom(...ids.map(String)), arbitraryFromSchema(parameter.schema).map(asText));
      }
      if (name.includes("name") || name.includes("external") || name === "uuid") {
        return fc.oneof(fc.constantFrom(...names), arbitraryFromSchema(parameter.schema).map(asText));
      }
      return arbitraryFromSchema(parameter.schema).map(asText);
    };
    const valueOf = (parameter: Parameter) =>
      fc
        .oneof({ arbitrary: real(parameter), weight: 3 }, { arbitrary: garbage, weight: 1 })
        .map(encodeURIComponentOnce);
    const fixedBodies = fc.oneof(
      fc.constant(undefined),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 200 }),
      fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
    );

    const seen = new Set<number>();
    for (const operation of operations) {
      const pathParameters = operation.parameters.filter((p) => p.in === "path");
      const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const queryParameters = operation.parameters.filter((p) => p.in === "query");
      const request = fc.record({
        // Mostly the operation's own method (so handlers run), sometimes any other.
        method: fc.oneof(
          { arbitrary: fc.constant(operation.method), weight: 3 },
          { arbitrary: fc.constantFrom(...METHODS), weight: 1 },
        ),
        path: fc.tuple(
          ...pathNames.map((name) =>
            valueOf(pathParameters.find((p) => p.name === name) ?? { name, in: "path" as const }),
          ),
        ),
        query: fc.tuple(...queryParameters.map((p) => fc.option(valueOf(p), { freq: p.required ? 6 : 2 }))),
        extraQuery: fc.option(fc.string({ maxLength: 30 }).map(encodeURIComponent), { freq: 4 }),
        body: fc.oneof(
          {
            arbitrary: arbitraryFromSchema(operation.body).map((v) => JSON.stringify(v)),
            weight: operation.body ? 3 : 0,
          },
          { arbitrary: fixedBodies, weight: 1 },
        ),
        contentType: fc.oneof(
          { arbitrary: fc.constant("application/json"), weight: 2 },
          { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 1 },
        ),
        cookie: fc.option(fc.constantFrom(...cookies)),
        authorization: fc.constantFrom("none", "operator", "driver", "wrong"),
      });

      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          let path = operation.path;
          pathNames.forEach((name, i) => (path = path.replace(`{${name}}`, r.path[i])));
          const query = queryParameters.flatMap((p, i) => (r.query[i] === null ? [] : [`${p.name}=${r.query[i]}`]));
          if (r.extraQuery) query.push(`q=${r.extraQuery}`);
          const url = path + (query.length > 0 ? `?${query.join("&")}` : "");
          const headers: Record<string, string> = {};
          if (r.contentType) headers["content-type"] = r.contentType;
          if (r.cookie) headers.cookie = r.cookie;
          if (r.authorization === "operator") headers.authorization = `Bearer ${t.config.adminApiKey}`;
          if (r.authorization === "driver") headers.authorization = `Bearer ${driverTokens[0]}`;
          if (r.authorization === "wrong") headers.authorization = "Bearer wrong";
          const withBody = r.method !== "GET" && r.method !== "HEAD" && r.body !== undefined;
          // A server-sent-events stream (the status stream, the console's and the driver app's feeds) never
          // ends: its answer counts once its head is written.
          const streaming = /\/(stream|events)$/.test(operation.path);
          const res = await t.app.inject({
            method: r.method as (typeof METHODS)[number],
            url,
            headers,
            payload: withBody ? r.body : undefined,
            payloadAsStream: streaming,
          });
          if (streaming) res.stream().destroy();
          seen.add(res.statusCode);
          expect(res.statusCode, `${r.method} ${url} -> ${streaming ? "" : res.body.slice(0, 300)}`).toBeLessThan(500);
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
    // The generator must reach handlers, not only the router's 404 and the validators' 400.
    expect([...seen]).toEqual(expect.arrayContaining([400, 401, 404]));
    expect(
      [...seen].some((status) => status >= 200 && status < 300),
      `statuses seen: ${[...seen].join(", ")}`,
    ).toBe(true);
  }, 600_000);
});

/**
 * A generated parameter value as text. An object's own String() can throw: fast-check's JSON values include
 * objects with a "toString" or "valueOf" key that is not a function ("Cannot convert object to primitive value").
 */
function asText(value: unknown): string {
  return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

/** A generated value as a URL segment: garbage arrives already encoded (it may be malformed on purpose). */
function encodeURIComponentOnce(value: string): string {
  return /%[0-9A-Fa-f]{2}|%/.test(value) ? value : encodeURIComponent(value);
}
