import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { seedDemo } from "../../seed/seed.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { call, markSubmitted, multipart, openClaim, type Session } from "../claims/claim-test-support.ts";

const DRAWING =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 200" width="100" height="200"><rect x="10" y="10" width="80" height="180" rx="20" fill="#eee" stroke="#333"/></svg>\n';

describe.each(TEST_DB_KINDS)("damage templates and areas on %s", (kind) => {
  let t: TestApp;
  let service: Awaited<ReturnType<typeof createTestService>>;
  let sedan: { id: number; rows: number; columns: number; imageUrl: string };
  let big: { id: number; rows: number; columns: number; imageUrl: string };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: { storage: { kind: "disk", dir: mkdtempSync(join(tmpdir(), "hitch-templates-")) } },
    });
    service = await createTestService(t);
    await seedDemo(t.db);
    await seedDemo(t.db);
    const list = (await call(t, "GET", "/damage-location-template", null)).json();
    sedan = list.find((x: { vehicleBodyType: string }) => x.vehicleBodyType === "SEDAN");
    big = list.find((x: { vehicleBodyType: string }) => x.vehicleBodyType === "SEDAN_BIG");
  });
  afterAll(() => t?.close());

  const admin = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1/admin/damage-templates${url}`,
      headers: t.operator,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const upload = (parts: Parameters<typeof multipart>[0]) => {
    const form = multipart(parts);
    return t.app.inject({
      method: "POST",
      url: "/api/v1/admin/damage-templates",
      headers: { ...t.operator, "content-type": form.contentType },
      payload: form.payload,
    });
  };
  const imageForm = (data: Buffer | string, filename = "car.svg", type = "image/svg+xml") => [
    { name: "vehicleBodyType", value: "SEDAN" },
    { name: "rows", value: "5" },
    { name: "columns", value: "3" },
    { name: "file", filename, type, data: Buffer.from(data) },
  ];

  describe("templates", () => {
    it("lists the seeded sedan (6 x 4) and large sedan (7 x 4) once, however often the seed runs", async () => {
      const list = (await call(t, "GET", "/damage-location-template", null)).json();
      expect(list).toEqual([
        {
          id: sedan.id,
          vehicleBodyType: "SEDAN",
          imageUrl: expect.stringMatching(
            /^\/api\/v1\/public\/damage-location-template\/images\/sedan\.svg\?v=[0-9a-f]{12}$/,
          ),
          rows: 6,
          columns: 4,
        },
        {
          id: big.id,
          vehicleBodyType: "SEDAN_BIG",
          imageUrl: expect.stringMatching(/\/images\/sedan-big\.svg\?v=[0-9a-f]{12}$/),
          rows: 7,
          columns: 4,
        },
      ]);
    });

    it("serves the drawings as SVG with a long cache and a locked-down policy", async () => {
      for (const template of [sedan, big]) {
        const res = await t.app.inject({ method: "GET", url: template.imageUrl });
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
        expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(res.headers["content-security-policy"]).toContain("sandbox");
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe("svg");
        expect(meta.height / meta.width).toBeGreaterThan(2);
      }
      expect(
        (await t.app.inject({ method: "GET", url: "/api/v1/public/damage-location-template/images/nothing.svg" }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: "GET", url: "/api/v1/public/damage-location-template/images/..%2Fsecret.svg" }))
          .statusCode,
      ).toBe(400);
    });

    it("lets an operator upload an SVG template, serves it, changes its grid, and deletes it", async () => {
      const created = await upload(imageForm(DRAWING));
      expect(created.statusCode).toBe(201);
      const template = created.json();
      expect(template).toEqual({
        id: expect.any(Number),
        vehicleBodyType: "SEDAN",
        imageUrl: expect.stringMatching(/\/images\/[0-9a-f-]{36}\.svg$/),
        rows: 5,
        columns: 3,
      });
      const image = await t.app.inject({ method: "GET", url: template.imageUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/svg+xml");
      const patched = await admin("PATCH", `/${template.id}`, { rows: 8, columns: 5 });
      expect(patched.json()).toMatchObject({ id: template.id, rows: 8, columns: 5 });
      expect((await admin("GET", "")).json()).toContainEqual(patched.json());
      expect((await admin("DELETE", `/${template.id}`)).statusCode).toBe(204);
      expect((await t.app.inject({ method: "GET", url: template.imageUrl })).statusCode).toBe(404);
      expect((await admin("DELETE", `/${template.id}`)).statusCode).toBe(404);
    });

    it("takes a PNG upload, re-encoded, and a JSON template naming an image URL", async () => {
      const png = await sharp({ create: { width: 120, height: 240, channels: 3, background: "#ddd" } })
        .png()
        .toBuffer();
      const created = await upload(imageForm(png, "car.png", "image/png"));
      expect(created.statusCode).toBe(201);
      const image = await t.app.inject({ method: "GET", url: created.json().imageUrl });
      expect(image.headers["content-type"]).toBe("image/png");
      expect((await sharp(image.rawPayload).metadata()).width).toBe(120);
      const json = await admin("POST", "", {
        vehicleBodyType: "SEDAN_BIG",
        imageUrl: "https://cdn.example.com/big.svg",
        rows: 7,
        columns: 4,
      });
      expect(json.statusCode).toBe(201);
      expect(json.json()).toMatchObject({ imageUrl: "https://cdn.example.com/big.svg" });
    });

    it.each([
      [
        "an SVG with a script",
        imageForm('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        400,
      ],
      [
        "an SVG with an event handler",
        imageForm(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect onload="x()" width="5" height="5"/></svg>',
        ),
        400,
      ],
      [
        "an SVG linking out",
        imageForm(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="https://evil.example/x.png"/></svg>',
        ),
        400,
      ],
      ["text that is no SVG", imageForm("hello, I am a car"), 415],
      [
        "a JPEG",
        imageForm(
          Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
          "car.jpg",
          "image/jpeg",
        ),
        415,
      ],
      [
        "rows out of range",
        [...imageForm(DRAWING).filter((p) => p.name !== "rows"), { name: "rows", value: "0" }],
        400,
      ],
      [
        "an unknown body type",
        [...imageForm(DRAWING).filter((p) => p.name !== "vehicleBodyType"), { name: "vehicleBodyType", value: "BUS" }],
        400,
      ],
      ["an unknown field", [...imageForm(DRAWING), { name: "colour", value: "red" }], 400],
      ["no file", imageForm(DRAWING).filter((p) => p.name !== "file"), 400],
    ])("refuses an upload with %s", async (_what, parts, status) => {
      const before = (await admin("GET", "")).json().length;
      const res = await upload(parts);
      expect(res.statusCode).toBe(status);
      expect((await admin("GET", "")).json()).toHaveLength(before);
    });

    it("refuses bad JSON templates and updates, and callers without the operator key", async () => {
      expect(
        (await admin("POST", "", { vehicleBodyType: "SEDAN", imageUrl: "javascript:alert(1)", rows: 6, columns: 4 }))
          .statusCode,
      ).toBe(400);
      expect(
        (await admin("POST", "", { vehicleBodyType: "SEDAN", imageUrl: "/x.svg", rows: "6", columns: 4 })).statusCode,
      ).toBe(400);
      expect((await admin("PATCH", `/${sedan.id}`, { rows: 51 })).statusCode).toBe(400);
      expect((await admin("PATCH", `/${sedan.id}`, { shape: "round" })).statusCode).toBe(400);
      expect((await admin("PATCH", "/abc", { rows: 5 })).statusCode).toBe(400);
      expect((await admin("PATCH", "/999999", { rows: 5 })).statusCode).toBe(404);
      const anonymous = await t.app.inject({ method: "GET", url: "/api/v1/admin/damage-templates" });
      expect(anonymous.json()).toEqual({ statusCode: 401, code: "UNAUTHORIZED" });
      const wrong = await t.app.inject({
        method: "DELETE",
        url: `/api/v1/admin/damage-templates/${sedan.id}`,
        headers: { authorization: "Bearer nope" },
      });
      expect(wrong.statusCode).toBe(401);
    });

    it("keeps a template a claim's damage area uses (409)", async () => {
      const template = (
        await admin("POST", "", { vehicleBodyType: "SEDAN", imageUrl: "/x.svg", rows: 2, columns: 2 })
      ).json();
      const c = await openClaim(t, service.name);
      await call(t, "POST", `/claims/${c.id}/damage-location-template`, c.cookie, {
        damageAreaTemplateId: template.id,
        coordinates: [{ x: 0, y: 0 }],
      });
      expect((await admin("DELETE", `/${template.id}`)).json()).toEqual({ statusCode: 409, code: "CONFLICT" });
    });
  });

  describe("a claim's damage area", () => {
    const path = (c: { id: number }) => `/claims/${c.id}/damage-location-template`;
    const save = (c: Session | { id: number; cookie: string | null }, body: unknown) =>
      call(t, "POST", path(c), c.cookie, body);

    it("answers null before anything is saved, then the saved cells as 'row-column' names", async () => {
      const c = await openClaim(t, service.name);
      const empty = await call(t, "GET", path(c), c.cookie);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toBeNull();
      const res = await save(c, {
        damageAreaTemplateId: sedan.id,
        coordinates: [
          { x: 0, y: 0 },
          { x: 5, y: 3 },
          { x: 2, y: 1 },
          { x: 0, y: 0 },
        ],
      });
      expect(res.statusCode).toBe(200);
      const area = {
        id: expect.any(Number),
        damageAreaTemplateId: sedan.id,
        coordinates: [
          { x: 0, y: 0, friendlyName: "0-0" },
          { x: 5, y: 3, friendlyName: "5-3" },
          { x: 2, y: 1, friendlyName: "2-1" },
        ],
      };
      expect(res.json()).toEqual(area);
      expect((await call(t, "GET", path(c), c.cookie)).json()).toEqual(area);
      const claim = (await call(t, "GET", `/claims/${c.id}`, c.cookie)).json();
      expect(claim.damageAreaTemplateId).toBe(sedan.id);
      expect(claim.damageArea).toEqual(area);
    });

    it("replaces the selection, also onto another template, and accepts an empty one", async () => {
      const c = await openClaim(t, service.name);
      await save(c, { damageAreaTemplateId: sedan.id, coordinates: [{ x: 1, y: 1 }] });
      const moved = await save(c, { damageAreaTemplateId: big.id, coordinates: [{ x: 6, y: 0 }] });
      expect(moved.json()).toMatchObject({
        damageAreaTemplateId: big.id,
        coordinates: [{ x: 6, y: 0, friendlyName: "6-0" }],
      });
      expect((await save(c, { damageAreaTemplateId: big.id, coordinates: [] })).json().coordinates).toEqual([]);
    });

    it("refuses cells outside the template's grid, naming each", async () => {
      const c = await openClaim(t, service.name);
      const res = await save(c, {
        damageAreaTemplateId: sedan.id,
        coordinates: [
          { x: 1, y: 1 },
          { x: 6, y: 0 },
          { x: 0, y: 4 },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: "VALIDATION_FAILED",
        errors: [
          { path: "coordinates.1", code: "CELL_OUTSIDE_GRID" },
          { path: "coordinates.2", code: "CELL_OUTSIDE_GRID" },
        ],
      });
      expect((await call(t, "GET", path(c), c.cookie)).json()).toBeNull();
    });

    it.each([
      ["an unknown template", { damageAreaTemplateId: 999999, coordinates: [] }],
      ["negative cells", { damageAreaTemplateId: 1, coordinates: [{ x: -1, y: 0 }] }],
      ["fractional cells", { damageAreaTemplateId: 1, coordinates: [{ x: 1.5, y: 0 }] }],
      ["cells as strings", { damageAreaTemplateId: 1, coordinates: ["1-2"] }],
      ["an unknown cell field", { damageAreaTemplateId: 1, coordinates: [{ x: 1, y: 0, z: 2 }] }],
      ["an unknown field", { damageAreaTemplateId: 1, coordinates: [], note: "x" }],
      ["no template", { coordinates: [] }],
    ])("refuses %s with 400", async (_what, body) => {
      const c = await openClaim(t, service.name);
      const res = await save(c, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    });

    it("answers 404 to another session and a malformed id, and 409 once submitted", async () => {
      const c = await openClaim(t, service.name);
      const other = await openClaim(t, service.name);
      const body = { damageAreaTemplateId: sedan.id, coordinates: [{ x: 0, y: 1 }] };
      expect((await save({ id: c.id, cookie: other.cookie }, body)).json()).toEqual({
        statusCode: 404,
        code: "NOT_FOUND",
      });
      expect((await call(t, "GET", path(c), other.cookie)).statusCode).toBe(404);
      expect((await call(t, "GET", path(c), null)).statusCode).toBe(404);
      expect((await call(t, "GET", "/claims/0/damage-location-template", c.cookie)).statusCode).toBe(400);
      await save(c, body);
      await markSubmitted(t, c.id);
      expect((await save(c, { ...body, coordinates: [] })).json()).toEqual({
        statusCode: 409,
        code: "CLAIM_NOT_EDITABLE",
      });
      // A filed claim's session sees its outcome only, not the damage it marked.
      expect((await call(t, "GET", path(c), c.cookie)).statusCode).toBe(404);
    });
  });
});
