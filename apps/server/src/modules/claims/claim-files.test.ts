import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { damageAreas, damageTemplates } from "../../db/schema/damage-areas.ts";
import { files } from "../../db/schema/files.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { createTestApp, createTestService, type TestApp } from "../../testing/test-app.ts";
import { call, markSubmitted, multipart, openClaim, send, type Session } from "./claim-test-support.ts";

const GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "59/1 25/1 2706/100",
  GPSLongitudeRef: "E",
  GPSLongitude: "24/1 47/1 2943/100",
};
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });

describe.each(TEST_DB_KINDS)("claim files on %s", (kind) => {
  let t: TestApp;
  let storageDir: string;
  let service: Awaited<ReturnType<typeof createTestService>>;
  let png: Buffer;
  let jpegWithGps: Buffer;

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), "hitch-claim-files-"));
    t = await createTestApp(kind, { config: { storage: { kind: "disk", dir: storageDir } } });
    service = await createTestService(t);
    png = await solid(40, 30).png().toBuffer();
    jpegWithGps = await solid(64, 48).jpeg().withExifMerge({ IFD3: GPS }).toBuffer();
  });
  afterAll(() => t?.close());

  const open = () => openClaim(t, service.name);
  const form = (data: Buffer, fileType = "DAMAGE_PHOTO", type = "image/png") =>
    multipart([
      { name: "file", filename: "damage.png", type, data },
      { name: "fileType", value: fileType },
    ]);
  const upload = (c: Session | { id: number; cookie: string | null }, body: { payload: Buffer; contentType: string }) =>
    send(t, "POST", `/claims/${c.id}/file`, c.cookie, body);
  const stored = (claimId: number) => {
    try {
      // Disk storage keeps each object's content type in a dot-file beside it.
      return readdirSync(join(storageDir, "claims", String(claimId))).filter((name) => !name.startsWith("."));
    } catch {
      return [];
    }
  };
  const liveFiles = (claimId: number) =>
    t.db
      .select()
      .from(files)
      .where(and(eq(files.claimId, claimId), isNull(files.deletedAt)));

  it("stores a damage photo, serves it back to the claim's session without its location data, and lists it on the claim", async () => {
    const c = await open();
    const res = await upload(c, form(jpegWithGps, "DAMAGE_PHOTO", "image/jpeg"));
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(photo).toEqual({
      id: expect.any(Number),
      path: expect.stringMatching(/^[0-9a-f-]{36}\.jpg$/),
      url: `/api/v1/public/claims/${c.id}/files/${photo.id}`,
      fileType: "DAMAGE_PHOTO",
    });
    const served = await t.app.inject({ method: "GET", url: photo.url, headers: { cookie: c.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toMatch(/^private/);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([64, 48, undefined]);
    expect((await call(t, "GET", `/claims/${c.id}`, c.cookie)).json().uploadedPhotos).toEqual([photo]);
    const other = await open();
    expect((await t.app.inject({ method: "GET", url: photo.url, headers: { cookie: other.cookie } })).statusCode).toBe(
      404,
    );
  });

  it("takes the fields in either order", async () => {
    const c = await open();
    const res = await upload(
      c,
      multipart([
        { name: "fileType", value: "DAMAGE_PHOTO" },
        { name: "file", filename: "a.png", type: "image/png", data: png },
      ]),
    );
    expect(res.statusCode).toBe(201);
  });

  it("refuses a tenth damage photo but still takes the diagram's screenshot", async () => {
    const c = await open();
    for (let i = 0; i < 9; i++) expect((await upload(c, form(png))).statusCode).toBe(201);
    const tenth = await upload(c, form(png));
    expect(tenth.json()).toEqual({ statusCode: 409, code: "TOO_MANY_FILES" });
    expect((await upload(c, form(png, "DAMAGE_AREA_SCREENSHOT"))).statusCode).toBe(201);
    expect(await liveFiles(c.id)).toHaveLength(10);
  });

  it("replaces the previous screenshot, bytes included", async () => {
    const c = await open();
    const first = (await upload(c, form(png, "DAMAGE_AREA_SCREENSHOT"))).json();
    const second = (await upload(c, form(png, "DAMAGE_AREA_SCREENSHOT"))).json();
    const photos = (await call(t, "GET", `/claims/${c.id}`, c.cookie)).json().uploadedPhotos;
    expect(photos).toEqual([second]);
    expect(stored(c.id)).toEqual([second.path]);
    expect((await t.app.inject({ method: "GET", url: first.url, headers: { cookie: c.cookie } })).statusCode).toBe(404);
  });

  it("deletes a photo and its bytes; a second delete is 404", async () => {
    const c = await open();
    const photo = (await upload(c, form(png))).json();
    const del = await call(t, "DELETE", `/claims/${c.id}/files/${photo.id}`, c.cookie);
    expect(del.statusCode).toBe(204);
    expect(stored(c.id)).toEqual([]);
    expect((await call(t, "GET", `/claims/${c.id}`, c.cookie)).json().uploadedPhotos).toEqual([]);
    expect((await call(t, "DELETE", `/claims/${c.id}/files/${photo.id}`, c.cookie)).statusCode).toBe(404);
  });

  it("answers 404 for another claim's file id and for another session", async () => {
    const c = await open();
    const other = await open();
    const photo = (await upload(other, form(png))).json();
    expect((await call(t, "DELETE", `/claims/${c.id}/files/${photo.id}`, c.cookie)).statusCode).toBe(404);
    expect((await call(t, "GET", `/claims/${c.id}/files/${photo.id}`, c.cookie)).statusCode).toBe(404);
    expect((await call(t, "DELETE", `/claims/${other.id}/files/${photo.id}`, c.cookie)).statusCode).toBe(404);
    expect((await upload({ id: other.id, cookie: c.cookie }, form(png))).statusCode).toBe(404);
    expect(await liveFiles(other.id)).toHaveLength(1);
  });

  it.each([
    [
      "a text file named .jpg",
      () =>
        multipart([
          { name: "file", filename: "x.jpg", type: "image/jpeg", data: Buffer.from("not an image at all") },
          { name: "fileType", value: "DAMAGE_PHOTO" },
        ]),
      415,
      "FILE_NOT_IMAGE",
    ],
    [
      "an unknown file type",
      () =>
        multipart([
          { name: "file", filename: "a.png", type: "image/png", data: Buffer.alloc(10) },
          { name: "fileType", value: "SELFIE" },
        ]),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "no file type",
      () => multipart([{ name: "file", filename: "a.png", type: "image/png", data: Buffer.alloc(10) }]),
      400,
      "VALIDATION_FAILED",
    ],
    ["no file", () => multipart([{ name: "fileType", value: "DAMAGE_PHOTO" }]), 400, "VALIDATION_FAILED"],
    [
      "an unknown field",
      () =>
        multipart([
          { name: "fileType", value: "DAMAGE_PHOTO" },
          { name: "owner", value: "me" },
        ]),
      400,
      "VALIDATION_FAILED",
    ],
    [
      "a JSON body",
      () => ({ payload: Buffer.from('{"fileType":"DAMAGE_PHOTO"}'), contentType: "application/json" }),
      415,
      "UNSUPPORTED_MEDIA_TYPE",
    ],
    [
      "a body cut off inside the file",
      () => ({ ...form(Buffer.alloc(4000, 1)), payload: form(Buffer.alloc(4000, 1)).payload.subarray(0, 300) }),
      400,
      null,
    ],
    [
      "a broken multipart body",
      () => ({ payload: Buffer.from("--xyz\r\nnonsense"), contentType: "multipart/form-data; boundary=xyz" }),
      400,
      null,
    ],
  ])("refuses %s", async (_what, body, status, code) => {
    const c = await open();
    const res = await upload(c, body());
    expect(res.statusCode).toBe(status);
    if (code) expect(res.json().code).toBe(code);
    expect(stored(c.id)).toEqual([]);
  });

  it("refuses a file over the upload limit with 413 and keeps nothing", async () => {
    const smallDir = mkdtempSync(join(tmpdir(), "hitch-claim-files-small-"));
    const small = await createTestApp(kind, {
      config: { storage: { kind: "disk", dir: smallDir }, uploadLimitBytes: 1000 },
    });
    try {
      const s = await createTestService(small);
      const c = await openClaim(small, s.name);
      const big = await solid(400, 400).png({ compressionLevel: 0 }).toBuffer();
      const res = await send(small, "POST", `/claims/${c.id}/file`, c.cookie, form(big));
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe("FILE_TOO_LARGE");
      expect(readdirSync(smallDir)).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it("refuses uploads, deletes and reads once the claim is submitted", async () => {
    const c = await open();
    const photo = (await upload(c, form(png))).json();
    await markSubmitted(t, c.id);
    expect((await upload(c, form(png))).json()).toEqual({ statusCode: 409, code: "CLAIM_NOT_EDITABLE" });
    expect((await call(t, "DELETE", `/claims/${c.id}/files/${photo.id}`, c.cookie)).json()).toEqual({
      statusCode: 409,
      code: "CLAIM_NOT_EDITABLE",
    });
    // A filed claim's session sees its outcome only, not the photos it sent.
    expect((await t.app.inject({ method: "GET", url: photo.url, headers: { cookie: c.cookie } })).statusCode).toBe(404);
  });

  it("turning a claim into a theft deletes its damage area, screenshot and photos; other incidents and a repeat keep them", async () => {
    const [template] = await t.db
      .insert(damageTemplates)
      .values({ vehicleBodyType: "SEDAN", imageUrl: "/t.svg", rows: 6, columns: 4 })
      .returning();
    const c = await open();
    await call(t, "POST", `/claims/${c.id}/incident`, c.cookie, { claimIncidentType: "TRAFFIC_ACCIDENT" });
    await call(t, "POST", `/claims/${c.id}/damage-location-template`, c.cookie, {
      damageAreaTemplateId: template.id,
      coordinates: [{ x: 1, y: 2 }],
    });
    await upload(c, form(png, "DAMAGE_AREA_SCREENSHOT"));
    await upload(c, form(png));
    await call(t, "POST", `/claims/${c.id}/incident`, c.cookie, { claimIncidentType: "VANDALISM_OR_FIRE" });
    expect(await liveFiles(c.id)).toHaveLength(2);

    const theft = await call(t, "POST", `/claims/${c.id}/incident`, c.cookie, { claimIncidentType: "THEFT" });
    expect(theft.json()).toMatchObject({
      incidentType: "THEFT",
      damageArea: null,
      damageAreaTemplateId: null,
      uploadedPhotos: [],
    });
    expect(await t.db.select().from(damageAreas).where(eq(damageAreas.claimId, c.id))).toEqual([]);
    expect(await liveFiles(c.id)).toEqual([]);
    expect(stored(c.id)).toEqual([]);

    // Photos taken on the theft claim's own photo step survive choosing theft again.
    const theftPhoto = (await upload(c, form(png))).json();
    const again = await call(t, "POST", `/claims/${c.id}/incident`, c.cookie, { claimIncidentType: "THEFT" });
    expect(again.json().uploadedPhotos).toEqual([theftPhoto]);
  });
});
