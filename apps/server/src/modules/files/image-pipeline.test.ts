import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import fc from "fast-check";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage } from "../../providers/storage/disk-storage.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { bombPng } from "../../testing/bomb-png.ts";
import { preparePhoto, sharpDecodesHeic, storePhoto, storePhotoUpload } from "./image-pipeline.ts";
import { FileUploadError } from "./upload-stream.ts";

const GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "59/1 25/1 2706/100",
  GPSLongitudeRef: "E",
  GPSLongitude: "24/1 47/1 2943/100",
};

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

/** Whether a TIFF/EXIF block's first IFD points to a GPS IFD (tag 0x8825). */
function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") === 0 ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (tiff.length < 8 || u16(2) !== 42) return false;
  const ifd = u32(4);
  for (let entry = 0; entry < u16(ifd); entry++) if (u16(ifd + 2 + entry * 12) === 0x8825) return true;
  return false;
}

/** sharp cannot encode HEVC, so this is an AVIF (AV1-coded HEIF) carrying the 'heic' brand. */
async function heicWithGps(): Promise<Buffer> {
  const avif = await solid(64, 48)
    .withMetadata({ exif: { IFD0: { Make: "SecretCam" }, IFD3: GPS } })
    .avif()
    .toBuffer();
  const heic = Buffer.from(avif);
  heic.write("heic", 8, "latin1");
  return heic;
}

describe("the photo pipeline", () => {
  let root: string;
  let storage: StorageProvider;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "hitch-photos-"));
    storage = createDiskStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));
  const storedFiles = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());

  it("stores a JPEG without its EXIF GPS location, upright by its orientation", async () => {
    const upload = await solid(400, 300)
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: "SecretCam" }, IFD3: GPS } })
      .jpeg()
      .toBuffer();
    expect(hasGpsIfd((await sharp(upload).metadata()).exif)).toBe(true);

    const photo = await storePhoto(upload, { storage, keyPrefix: "assistance/12" });
    expect(photo).toMatchObject({ contentType: "image/jpeg", width: 300, height: 400 });
    expect(photo.key).toMatch(/^assistance\/12\/[0-9a-f-]{36}\.jpg$/);

    const served = await buffer((await storage.get(photo.key))!.body);
    expect(served.length).toBe(photo.bytes);
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 300, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.includes("SecretCam")).toBe(false);
  });

  it("keeps a 4000x3000 camera-sized JPEG at its size under a fresh random name each time", async () => {
    const upload = await solid(4000, 3000).jpeg({ quality: 95 }).toBuffer();
    const first = await storePhoto(upload, { storage, keyPrefix: "assistance/1" });
    const second = await storePhoto(upload, { storage, keyPrefix: "assistance/1" });
    expect(first).toMatchObject({ width: 4000, height: 3000, contentType: "image/jpeg" });
    expect(second.key).not.toBe(first.key);
    expect(await storage.exists(first.key)).toBe(true);
  });

  it("keeps PNG and WebP in their format and turns a GIF into a PNG", async () => {
    const png = await preparePhoto(await solid(30, 20).png().toBuffer());
    const webp = await preparePhoto(await solid(30, 20).webp().toBuffer());
    const gif = await preparePhoto(await solid(30, 20).gif().toBuffer());
    expect([png.contentType, webp.contentType, gif.contentType]).toEqual(["image/png", "image/webp", "image/png"]);
    expect((await sharp(webp.data).metadata()).format).toBe("webp");
    expect((await sharp(gif.data).metadata()).format).toBe("png");
  });

  it("refuses a text file named .jpg, an SVG and an empty file with FILE_NOT_IMAGE (415), storing nothing", async () => {
    for (const upload of [
      Buffer.from("just some text pretending to be photo.jpg\n"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.alloc(0),
    ]) {
      await expect(storePhoto(upload, { storage, keyPrefix: "a/1" })).rejects.toMatchObject({
        code: "FILE_NOT_IMAGE",
        statusCode: 415,
      });
    }
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a truncated JPEG and a truncated PNG with FILE_NOT_IMAGE", async () => {
    const jpeg = await solid(800, 600).jpeg().toBuffer();
    const png = await solid(800, 600).png().toBuffer();
    await expect(preparePhoto(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).rejects.toMatchObject({
      code: "FILE_NOT_IMAGE",
    });
    await expect(preparePhoto(png.subarray(0, Math.floor(png.length / 2)))).rejects.toMatchObject({
      code: "FILE_NOT_IMAGE",
    });
  });

  it("refuses a 20000x20000 PNG decompression bomb with IMAGE_TOO_LARGE before decoding it", async () => {
    const bomb = bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    await expect(storePhoto(bomb, { storage, keyPrefix: "a/1" })).rejects.toMatchObject({
      code: "IMAGE_TOO_LARGE",
      statusCode: 422,
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await storedFiles()).toEqual([]);
  });

  it("applies a lower pixel cap when one is given", async () => {
    const upload = await solid(4000, 3000).jpeg().toBuffer();
    await expect(preparePhoto(upload, { maxPixels: 10_000_000 })).rejects.toMatchObject({ code: "IMAGE_TOO_LARGE" });
  });

  it("refuses an oversized upload stream with FILE_TOO_LARGE and stores nothing", async () => {
    const jpeg = await solid(1000, 1000).jpeg().toBuffer();
    const stream = Readable.from([jpeg, Buffer.alloc(2048)]);
    await expect(storePhotoUpload(stream, { storage, keyPrefix: "a/1", maxBytes: jpeg.length })).rejects.toMatchObject({
      code: "FILE_TOO_LARGE",
      statusCode: 413,
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("stores a streamed upload under the cap", async () => {
    const jpeg = await solid(640, 480).jpeg().toBuffer();
    const photo = await storePhotoUpload(Readable.from([jpeg.subarray(0, 1000), jpeg.subarray(1000)]), {
      storage,
      keyPrefix: "a/1",
    });
    expect(photo).toMatchObject({ width: 640, height: 480 });
  });

  // Prebuilt sharp has no HEVC decoder; a libvips built with one takes the JPEG-rendition path.
  it.runIf(sharpDecodesHeic())(
    "serves HEIC as a JPEG rendition without metadata where sharp decodes HEIC",
    async () => {
      const photo = await preparePhoto(await heicWithGps());
      expect(photo).toMatchObject({ contentType: "image/jpeg", extension: "jpg", width: 64, height: 48 });
      expect((await sharp(photo.data).metadata()).exif).toBeUndefined();
    },
  );

  it.skipIf(sharpDecodesHeic())(
    "accepts HEIC, keeping the image but blanking its EXIF (GPS and camera) in place",
    async () => {
      const upload = await heicWithGps();
      expect(upload.includes("SecretCam")).toBe(true);
      expect(hasGpsIfd((await sharp(upload).metadata()).exif)).toBe(true);

      const photo = await storePhoto(upload, { storage, keyPrefix: "assistance/3" });
      expect(photo).toMatchObject({ contentType: "image/heic", width: 64, height: 48, bytes: upload.length });
      expect(photo.key).toMatch(/^assistance\/3\/[0-9a-f-]{36}\.heic$/);

      const served = await buffer((await storage.get(photo.key))!.body);
      expect(served.includes("SecretCam")).toBe(false);
      const metadata = await sharp(served).metadata();
      expect(hasGpsIfd(metadata.exif)).toBe(false);
      // Still a decodable image: same pixels as before the metadata was blanked.
      expect(await sharp(served).raw().toBuffer()).toEqual(await sharp(upload).raw().toBuffer());
    },
  );

  it.skipIf(sharpDecodesHeic())(
    "blanks a HEIC's XMP location too and reports its size as displayed (rotated by 'irot')",
    async () => {
      const xmp =
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="59,25.45N"/></rdf:RDF></x:xmpmeta>';
      const avif = await solid(64, 48).withMetadata({ orientation: 6 }).withXmp(xmp).avif().toBuffer();
      const upload = Buffer.from(avif);
      upload.write("heic", 8, "latin1");
      expect(upload.includes("GPSLatitude")).toBe(true);
      const photo = await preparePhoto(upload);
      expect(photo).toMatchObject({ width: 48, height: 64, contentType: "image/heic" });
      expect(photo.data.includes("GPSLatitude")).toBe(false);
      expect((await sharp(photo.data).metadata()).width).toBe(48);
    },
  );

  it("answers every corrupted or truncated HEIC, PNG and JPEG with a photo or a FileUploadError, never anything else", async () => {
    const originals = [
      await heicWithGps(),
      await solid(40, 30).png().toBuffer(),
      await solid(40, 30).jpeg().toBuffer(),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: originals.length - 1 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.option(fc.nat()),
        async (which, flips, cut) => {
          const bytes = Buffer.from(originals[which]);
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          const input = cut === null ? bytes : bytes.subarray(0, cut % bytes.length);
          const outcome = await preparePhoto(input).then(
            (photo) => photo.width * photo.height,
            (error: unknown) => error,
          );
          if (typeof outcome === "number") expect(outcome).toBeGreaterThan(0);
          else expect(outcome).toBeInstanceOf(FileUploadError);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses a truncated HEIC with FILE_NOT_IMAGE", async () => {
    const upload = await heicWithGps();
    await expect(preparePhoto(upload.subarray(0, 200))).rejects.toMatchObject({ code: "FILE_NOT_IMAGE" });
  });
});
