import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { files } from "../../db/schema/files.ts";
import { TEST_DB_KINDS } from "../../db/test-db.ts";
import { bombPng } from "../../testing/bomb-png.ts";
import { multipart } from "../../testing/multipart-body.ts";
import { createTestApp, createTestService, openLink, type TestApp } from "../../testing/test-app.ts";

const GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "59/1 25/1 2706/100",
  GPSLongitudeRef: "E",
  GPSLongitude: "24/1 47/1 2943/100",
};
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } });

const photoForm = (data: Buffer, filename = "photo.jpg", type = "image/jpeg") =>
  multipart([
    { name: "smsIdentifier", value: "MVP1" },
    { name: "file", filename, type, data },
  ]);

describe.each(TEST_DB_KINDS)("assistance photos on %s", (kind) => {
  let t: TestApp;
  let storageDir: string;
  let service: Awaited<ReturnType<typeof createTestService>>;
  let smallPng: Buffer;

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), "hitch-photo-routes-"));
    t = await createTestApp(kind, { config: { storage: { kind: "disk", dir: storageDir } } });
    service = await createTestService(t);
    smallPng = await solid(40, 30).png().toBuffer();
  });
  afterAll(() => t?.close());

  const open = () => openLink(t, "assistance", service.name);
  const upload = (id: number | string, form: { payload: Buffer; contentType: string }, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/public/assistance-request/${id}/files`,
      headers: { "content-type": form.contentType, ...(cookie ? { cookie } : {}) },
      payload: form.payload,
    });
  const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const remove = (id: number | string, path: string, cookie?: string) =>
    t.app.inject({
      method: "DELETE",
      url: `/api/v1/public/assistance-request/${id}/files/${path}`,
      headers: cookie ? { cookie } : {},
    });
  const listDir = (...path: string[]) => {
    try {
      return readdirSync(join(storageDir, ...path));
    } catch {
      return [];
    }
  };
  const storedObjects = (id: number) => listDir("assistance", String(id)).filter((name) => !name.startsWith("."));
  const activeRows = (id: number) =>
    t.db
      .select()
      .from(files)
      .where(and(eq(files.assistanceRequestId, id), isNull(files.deletedAt)));

  it("accepts a 4000x3000 camera JPEG and serves it back to the session without its EXIF and GPS", async () => {
    const link = await open();
    const jpeg = await solid(4000, 3000)
      .withMetadata({ exif: { IFD0: { Make: "SecretCam" }, IFD3: GPS } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await upload(link.id, photoForm(jpeg, "IMG_0001.JPG"), link.cookie);
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(photo).toEqual({
      id: expect.any(Number),
      path: expect.stringMatching(/^[0-9a-f-]{36}\.jpg$/),
      url: `/api/v1/public/assistance-request/${link.id}/files/${photo.path}`,
    });

    const served = await get(photo.url, link.cookie);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([4000, 3000]);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("SecretCam"))).toBe(false);

    const request = await get(`/api/v1/public/assistance-request/${link.id}`, link.cookie);
    expect(request.json().files).toEqual([photo]);
  });

  it("accepts a HEIC photo from an iPhone", async () => {
    const link = await open();
    const avif = await solid(64, 48).avif().toBuffer();
    const heic = Buffer.from(avif);
    heic.write("heic", 8, "latin1");
    const res = await upload(link.id, photoForm(heic, "IMG_0002.HEIC", "image/heic"), link.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().path).toMatch(/\.(heic|jpg)$/);
    expect((await get(res.json().url, link.cookie)).statusCode).toBe(200);
  });

  it("refuses a text file named .jpg with 415 FILE_NOT_IMAGE and keeps nothing", async () => {
    const link = await open();
    const res = await upload(
      link.id,
      photoForm(Buffer.from("this is not a picture\n".repeat(100)), "holiday.jpg"),
      link.cookie,
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ statusCode: 415, code: "FILE_NOT_IMAGE" });
    expect(storedObjects(link.id)).toEqual([]);
    expect(await activeRows(link.id)).toEqual([]);
  });

  it("refuses a file over 50 MB with 413 FILE_TOO_LARGE and leaves nothing half-written", async () => {
    const link = await open();
    const big = Buffer.concat([await solid(8, 8).jpeg().toBuffer(), Buffer.alloc(52_428_800, 1)]);
    const res = await upload(link.id, photoForm(big), link.cookie);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, code: "FILE_TOO_LARGE" });
    expect(storedObjects(link.id)).toEqual([]);
    expect(listDir(".incoming")).toEqual([]);
    expect(await activeRows(link.id)).toEqual([]);
  });

  it("refuses an image of more pixels than the cap (a decompression bomb) with 422 IMAGE_TOO_LARGE", async () => {
    const link = await open();
    const res = await upload(link.id, photoForm(bombPng(10_000, 10_000), "bomb.png", "image/png"), link.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ statusCode: 422, code: "IMAGE_TOO_LARGE" });
  });

  it("takes nine photos and refuses the tenth with 409 TOO_MANY_FILES until one is deleted", async () => {
    const link = await open();
    const paths: string[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await upload(link.id, photoForm(smallPng, `p${i}.png`, "image/png"), link.cookie);
      expect(res.statusCode).toBe(201);
      paths.push(res.json().path);
    }
    const tenth = await upload(link.id, photoForm(smallPng, "p9.png", "image/png"), link.cookie);
    expect(tenth.statusCode).toBe(409);
    expect(tenth.json()).toEqual({ statusCode: 409, code: "TOO_MANY_FILES" });
    expect(storedObjects(link.id)).toHaveLength(9);

    expect((await remove(link.id, paths[0], link.cookie)).statusCode).toBe(204);
    expect((await upload(link.id, photoForm(smallPng, "p9.png", "image/png"), link.cookie)).statusCode).toBe(201);
    expect(await activeRows(link.id)).toHaveLength(9);
  });

  it("deletes a photo: its bytes are gone, its URL answers 404 and the request no longer lists it", async () => {
    const link = await open();
    const photo = (await upload(link.id, photoForm(smallPng, "a.png", "image/png"), link.cookie)).json();
    const res = await remove(link.id, photo.path, link.cookie);
    expect(res.statusCode).toBe(204);
    expect(storedObjects(link.id)).toEqual([]);
    expect((await get(photo.url, link.cookie)).statusCode).toBe(404);
    expect((await get(`/api/v1/public/assistance-request/${link.id}`, link.cookie)).json().files).toEqual([]);
    expect((await remove(link.id, photo.path, link.cookie)).json()).toEqual({ statusCode: 404, code: "NOT_FOUND" });
  });

  it("answers 404 to another link's session for upload, read and delete", async () => {
    const mine = await open();
    const other = await open();
    const photo = (await upload(mine.id, photoForm(smallPng, "a.png", "image/png"), mine.cookie)).json();
    for (const cookie of [other.cookie, undefined]) {
      expect((await upload(mine.id, photoForm(smallPng, "b.png", "image/png"), cookie)).statusCode).toBe(404);
      expect((await get(photo.url, cookie)).statusCode).toBe(404);
      expect((await remove(mine.id, photo.path, cookie)).statusCode).toBe(404);
    }
    // The other request's own URL space does not reach this photo either.
    expect(
      (await get(`/api/v1/public/assistance-request/${other.id}/files/${photo.path}`, other.cookie)).statusCode,
    ).toBe(404);
    expect(await activeRows(mine.id)).toHaveLength(1);
  });

  it.each([
    ["no file part", () => multipart([{ name: "smsIdentifier", value: "MVP1" }]), 400],
    [
      "a wrong smsIdentifier",
      () =>
        multipart([
          { name: "smsIdentifier", value: "MVP2" },
          { name: "file", filename: "a.png", type: "image/png", data: Buffer.alloc(1) },
        ]),
      400,
    ],
    ["a JSON body", () => ({ payload: Buffer.from('{"file":"x"}'), contentType: "application/json" }), 415],
    [
      "a broken multipart body",
      () => ({ payload: Buffer.from("--xyz\r\nnonsense"), contentType: "multipart/form-data; boundary=xyz" }),
      400,
    ],
    [
      "a body cut off inside the file",
      () => ({ ...photoForm(smallPng), payload: photoForm(smallPng).payload.subarray(0, 200) }),
      400,
    ],
  ])("refuses an upload with %s", async (_what, form, status) => {
    const link = await open();
    const res = await upload(link.id, form(), link.cookie);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toEqual(expect.any(String));
    expect(await activeRows(link.id)).toEqual([]);
  });

  it("rejects malformed ids and file paths with 400", async () => {
    const link = await open();
    expect((await upload("abc", photoForm(smallPng), link.cookie)).statusCode).toBe(400);
    expect((await remove(link.id, "..%2Fsecret", link.cookie)).statusCode).toBe(400);
    expect((await get(`/api/v1/public/assistance-request/${link.id}/files/a%20b.jpg`, link.cookie)).statusCode).toBe(
      400,
    );
    expect((await remove("0", "a.jpg", link.cookie)).statusCode).toBe(400);
  });

  it("refuses uploads and deletes once the request is submitted (409 REQUEST_NOT_EDITABLE), still serving its photos", async () => {
    const link = await open();
    const photo = (await upload(link.id, photoForm(smallPng, "a.png", "image/png"), link.cookie)).json();
    await t.db
      .update(assistanceRequests)
      .set({ status: "PENDING", submitTime: new Date() })
      .where(eq(assistanceRequests.id, link.id));
    expect((await upload(link.id, photoForm(smallPng), link.cookie)).json()).toEqual({
      statusCode: 409,
      code: "REQUEST_NOT_EDITABLE",
    });
    expect((await remove(link.id, photo.path, link.cookie)).statusCode).toBe(409);
    expect((await get(photo.url, link.cookie)).statusCode).toBe(200);
  });
});
