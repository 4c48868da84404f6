import { z } from "zod";
import { msg } from "./validation-messages.ts";

/** Per-photo limit of the assistance and claim photo forms (50 MB). */
export const MAX_PHOTO_BYTES = 52_428_800;
/** Default limit of the generic upload control (10 MB). */
export const DEFAULT_UPLOAD_MAX_BYTES = 10_485_760;
export const MAX_PHOTOS = 9;
/** {n} of 'File size should be smaller than {n} MB'. */
export const bytesToMegabytes = (bytes: number) => Math.round(bytes / 1_048_576);
export const MAX_PHOTO_MB = bytesToMegabytes(MAX_PHOTO_BYTES);

/** Image types a photo may have; HEIC/HEIF come from iPhones and are stored as they are. */
export const IMAGE_MIME_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/heic",
  "image/heif",
  "image/heic-sequence",
  "image/heif-sequence",
] as const;

export function isImageMimeType(type: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(type.trim().toLowerCase());
}

/** Browsers cannot decode HEIC, so these files skip resizing (files with a heic extension). */
export function isHeic(fileName: string): boolean {
  return /\.hei[cf]$/i.test(fileName.trim());
}

/**
 * What the browser knows about a picked file before upload. Some browsers leave `type` empty for
 * HEIC, so a .heic/.heif name counts as an image too; the server checks the bytes anyway.
 */
export function makePhotoFileSchema(maxBytes: number = MAX_PHOTO_BYTES) {
  return z
    .object({ name: z.string(), type: z.string(), size: z.number().int().nonnegative() })
    .refine((f) => isImageMimeType(f.type) || (f.type === "" && isHeic(f.name)), {
      ...msg("validation.fileNotImage"),
      path: ["type"],
    })
    .refine((f) => f.size <= maxBytes, { ...msg("validation.fileTooLarge"), path: ["size"] });
}
export const photoFileSchema = makePhotoFileSchema();

/**
 * Cuts a new selection down to the room left under MAX_PHOTOS. `discarded > 0` means the alert
 * 'Total 9 images can be added to this form. The rest have been discarded' must show.
 */
export function fitPhotoSelection<T>(existingCount: number, selected: readonly T[], max: number = MAX_PHOTOS) {
  const room = Math.max(0, max - existingCount);
  return { accepted: selected.slice(0, room), discarded: Math.max(0, selected.length - room) };
}

/** The add tile hides once the form holds the maximum. */
export const canAddPhoto = (count: number, max: number = MAX_PHOTOS) => count < max;

export const RESIZE_LIMIT = { width: 1920, height: 1080 } as const;
export const RESIZE_OUTPUT = { width: 1280, height: 720 } as const;
/** About 150 to 250 KB for a 1280x720 photo: a fifth of quality 1's size, with no visible loss on a phone. */
export const RESIZE_JPEG_QUALITY = 0.85;

/**
 * The browser resize rule: an image above 1920x1080 (1080x1920 when portrait) is scaled down, its own aspect
 * kept, to fit inside 1280x720 (720x1280): a 4:3 photo becomes 960x720, never letterboxed. Otherwise null
 * (upload as is). Square images count as landscape.
 */
export function resizeTarget(width: number, height: number): { width: number; height: number } | null {
  const portrait = height > width;
  const limitW = portrait ? RESIZE_LIMIT.height : RESIZE_LIMIT.width;
  const limitH = portrait ? RESIZE_LIMIT.width : RESIZE_LIMIT.height;
  if (width <= limitW && height <= limitH) return null;
  const boxW = portrait ? RESIZE_OUTPUT.height : RESIZE_OUTPUT.width;
  const boxH = portrait ? RESIZE_OUTPUT.width : RESIZE_OUTPUT.height;
  const scale = Math.min(boxW / width, boxH / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * The photos a form holds: each checked, at most nine. The key's text is the discard alert
 * ('Total {number} images can be added to this form. The rest have been discarded').
 */
export const photoListSchema = z.array(photoFileSchema).max(MAX_PHOTOS, msg("validation.tooManyFiles"));
