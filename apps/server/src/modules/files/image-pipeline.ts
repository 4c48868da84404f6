/**
 * Turns an uploaded photo into a stored file that is safe to serve back:
 *
 *   const photo = await storePhotoUpload(file.file, { storage, keyPrefix: `assistance/${id}` });
 *   // -> { key: "assistance/12/5b0c…e1.jpg", contentType: "image/jpeg", bytes, width, height }
 *
 * or, with the upload spooled to a file or read: `storePhoto(pathOrBuffer, options)`; without storing:
 * `preparePhoto`. A file path is decoded from disk, never read whole into memory (HEIC aside).
 * Pass `queue` (image-queue.ts) so the instance decodes only a few photos at once.
 * Throws FileUploadError (upload-stream.ts): FILE_TOO_LARGE 413, FILE_NOT_IMAGE 415 (the bytes are
 * no JPEG/PNG/WebP/GIF/HEIC, whatever the name says, or do not decode), IMAGE_TOO_LARGE 422 (more
 * pixels than maxPixels: decompression bombs).
 *
 * Metadata: JPEG, PNG and WebP are decoded, turned upright by their EXIF orientation and encoded
 * again in the same format with no metadata at all, so EXIF GPS, XMP and IPTC are gone. GIF becomes
 * a PNG of its first frame. HEIC/HEIF: this sharp build cannot decode HEVC (`sharp.format.heif` lists
 * only .avif), so the file is kept as uploaded with its Exif and XMP items zeroed in place
 * (image-pipeline-heif.ts); where sharp can decode HEIC it is served as a JPEG rendition instead.
 * Keys are random (UUID) under the caller's prefix; the uploaded file name is never used.
 */
import { randomUUID } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";
import sharp from "sharp";
import { assertStorageKey, type StorageProvider } from "../../providers/storage/storage-provider.ts";
import { blankHeifMetadata, HeifFormatError } from "./image-pipeline-heif.ts";
import type { ImageQueue } from "./image-queue.ts";
import { FileUploadError, readUploadStream } from "./upload-stream.ts";

// Each photo is decoded once, from a file of its own: libvips' operation cache (up to 50 MB and 20 open
// files by default) would only hold memory. One libvips thread per photo: the queue (image-queue.ts)
// already runs photos side by side, and every extra thread keeps a malloc arena of its own.
sharp.cache(false);
sharp.concurrency(1);

/** 50 megapixels: above any phone camera (48 MP iPhone Pro), far below a bomb's 400 MP. */
export const MAX_PHOTO_PIXELS = 50_000_000;

export type PreparedPhoto = { data: Buffer; contentType: string; extension: string; width: number; height: number };
export type StoredPhoto = { key: string; contentType: string; bytes: number; width: number; height: number };
export type PhotoOptions = { maxPixels?: number };
export type StorePhotoOptions = PhotoOptions & {
  storage: StorageProvider;
  keyPrefix: string;
  maxBytes?: number;
  queue?: ImageQueue;
};

type Output = { format: "jpeg" | "png" | "webp"; contentType: string; extension: string };
const DECODED: Record<string, Output> = {
  "image/jpeg": { format: "jpeg", contentType: "image/jpeg", extension: "jpg" },
  "image/png": { format: "png", contentType: "image/png", extension: "png" },
  "image/webp": { format: "webp", contentType: "image/webp", extension: "webp" },
  "image/gif": { format: "png", contentType: "image/png", extension: "png" },
};
const HEIF_TYPES = new Set(["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"]);
const JPEG_OUTPUT: Output = DECODED["image/jpeg"];

/** Whether this libvips can decode HEVC-coded HEIC (prebuilt sharp cannot: only AV1, i.e. AVIF). */
export const sharpDecodesHeic = () => sharp.format.heif.input.fileSuffix?.includes(".heic") ?? false;

/** The photo's type from its first bytes: a buffer, or the path of a file holding it. */
async function sniff(input: Buffer | string) {
  if (typeof input === "string") return (await stat(input)).size > 0 ? fileTypeFromFile(input) : undefined;
  return input.length > 0 ? fileTypeFromBuffer(input) : undefined;
}

export async function preparePhoto(input: Buffer | string, options: PhotoOptions = {}): Promise<PreparedPhoto> {
  const maxPixels = options.maxPixels ?? MAX_PHOTO_PIXELS;
  const sniffed = await sniff(input);
  if (sniffed && HEIF_TYPES.has(sniffed.mime) && !sharpDecodesHeic()) {
    return keepHeif(typeof input === "string" ? await readFile(input) : input, sniffed.mime, maxPixels);
  }
  const output = sniffed && (DECODED[sniffed.mime] ?? (HEIF_TYPES.has(sniffed.mime) ? JPEG_OUTPUT : undefined));
  if (!output) throw new FileUploadError("FILE_NOT_IMAGE", sniffed ? sniffed.mime : "unknown type");

  // The header alone tells the size; refuse a bomb before decoding a single pixel.
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new FileUploadError("FILE_NOT_IMAGE", "unreadable header", { cause: error });
    });
  if (!header.width || !header.height) throw new FileUploadError("FILE_NOT_IMAGE", "no dimensions");
  if (header.width * header.height > maxPixels)
    throw new FileUploadError("IMAGE_TOO_LARGE", `${header.width}x${header.height}`);

  try {
    // Read top to bottom: an upright photo (the usual case) is then never held decoded in memory as a whole.
    const { data, info } = await sharp(input, {
      limitInputPixels: maxPixels,
      failOn: "truncated",
      sequentialRead: true,
    })
      .rotate()
      .toFormat(output.format, output.format === "png" ? {} : { quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: output.contentType,
      extension: output.extension,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new FileUploadError("IMAGE_TOO_LARGE", undefined, { cause: error });
    throw new FileUploadError("FILE_NOT_IMAGE", "does not decode", { cause: error });
  }
}

function keepHeif(input: Buffer, mime: string, maxPixels: number): PreparedPhoto {
  try {
    const { data, width, height } = blankHeifMetadata(input);
    if (width * height > maxPixels) throw new FileUploadError("IMAGE_TOO_LARGE", `${width}x${height}`);
    if (!width || !height) throw new FileUploadError("FILE_NOT_IMAGE", "no dimensions");
    const heic = mime.startsWith("image/heic");
    return { data, contentType: heic ? "image/heic" : "image/heif", extension: heic ? "heic" : "heif", width, height };
  } catch (error) {
    if (error instanceof HeifFormatError) throw new FileUploadError("FILE_NOT_IMAGE", error.message, { cause: error });
    throw error;
  }
}

export async function storePhoto(input: Buffer | string, options: StorePhotoOptions): Promise<StoredPhoto> {
  const prefix = options.keyPrefix.replace(/\/+$/, "");
  assertStorageKey(`${prefix}/x`); // a bad prefix is a programming error: fail before the work
  const prepare = () => preparePhoto(input, options);
  const photo = await (options.queue ? options.queue.run(prepare) : prepare());
  const key = `${prefix}/${randomUUID()}.${photo.extension}`;
  const { bytes } = await options.storage.put(key, photo.data, photo.contentType);
  return { key, contentType: photo.contentType, bytes, width: photo.width, height: photo.height };
}

/** readUploadStream (50 MB cap by default) then storePhoto. */
export async function storePhotoUpload(stream: Readable, options: StorePhotoOptions): Promise<StoredPhoto> {
  return storePhoto(await readUploadStream(stream, { maxBytes: options.maxBytes }), options);
}
