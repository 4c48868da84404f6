import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { HttpError } from "../../http/http-error.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { preparePhoto } from "../files/public.ts";
import type { ImageQueue } from "../files/public.ts";
import { FileUploadError } from "../files/public.ts";
import { templateImageUrl } from "./builtin-images.ts";

/** A drawing is a few kilobytes; a large PNG render a few hundred. */
export const MAX_TEMPLATE_IMAGE_BYTES = 2 * 1024 * 1024;
const MAX_TEMPLATE_PIXELS = 16_000_000;
export const templateImageKey = (name: string) => `damage-templates/${name}`;

const SVG_START =
  /^(?:\s*<\?xml[^>]*\?>)?(?:\s*<!--[\s\S]*?-->)*(?:\s*<!DOCTYPE svg[^>[]*>)?(?:\s*<!--[\s\S]*?-->)*\s*<svg[\s>]/i;
/**
 * An SVG is served from our origin, so it must be a picture and nothing else: no scripts, event
 * handlers, embedded HTML, entities, or links out (references inside the file, href="#…", are fine).
 */
const SVG_ACTIVE =
  /<script|<foreignObject|<iframe|<embed|<object|\son[a-z]+\s*=|javascript:|<!ENTITY|(?:xlink:)?href\s*=\s*["']\s*(?!#)/i;

type Prepared = { data: Buffer; contentType: string; extension: "svg" | "png" };

async function prepareSvg(bytes: Buffer): Promise<Prepared> {
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  if (!SVG_START.test(text) || !/<\/svg>\s*$/i.test(text)) throw new HttpError(415, "FILE_NOT_IMAGE");
  if (SVG_ACTIVE.test(text))
    throw new HttpError(400, "VALIDATION_FAILED", [{ path: "file", code: "SVG_ACTIVE_CONTENT" }]);
  // Rendering the header proves it is an SVG a browser can draw, not merely text that starts like one.
  const meta = await sharp(Buffer.from(text), { limitInputPixels: MAX_TEMPLATE_PIXELS })
    .metadata()
    .catch(() => null);
  if (meta?.format !== "svg" || !meta.width || !meta.height) throw new HttpError(415, "FILE_NOT_IMAGE");
  return { data: Buffer.from(text), contentType: "image/svg+xml", extension: "svg" };
}

/**
 * An operator's template image, checked from its bytes: a PNG (decoded and encoded again, so no
 * metadata is kept, with a pixel cap) or an SVG drawing with no active content. Anything else is
 * 415 FILE_NOT_IMAGE. Stored under a new name; answers the URL the template will carry.
 */
export async function storeTemplateImage(
  storage: StorageProvider,
  bytes: Buffer,
  queue: ImageQueue,
): Promise<{ key: string; imageUrl: string }> {
  if (bytes.length > MAX_TEMPLATE_IMAGE_BYTES) throw new HttpError(413, "FILE_TOO_LARGE");
  const sniffed = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  let prepared: Prepared;
  if (sniffed?.mime === "image/png") {
    const png = await queue
      .run(() => preparePhoto(bytes, { maxPixels: MAX_TEMPLATE_PIXELS }))
      .catch((error: unknown) => {
        throw error instanceof FileUploadError ? new HttpError(error.statusCode, error.code) : error;
      });
    prepared = { data: png.data, contentType: png.contentType, extension: "png" };
  } else if (!sniffed || sniffed.mime === "application/xml" || sniffed.mime === "image/svg+xml") {
    prepared = await prepareSvg(bytes);
  } else {
    throw new HttpError(415, "FILE_NOT_IMAGE");
  }
  const name = `${randomUUID()}.${prepared.extension}`;
  await storage.put(templateImageKey(name), prepared.data, prepared.contentType);
  return { key: templateImageKey(name), imageUrl: templateImageUrl(name) };
}
