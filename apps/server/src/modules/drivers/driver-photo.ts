import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../../db/connect.ts";
import { dispatchAssignments } from "../../db/schema/dispatch.ts";
import { drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";
import type { AppStorage, ImageQueue } from "../files/public.ts";

/** A driver's photo as uploaded: a phone photo, far below the customers' 50 MB. */
export const DRIVER_PHOTO_UPLOAD_LIMIT = 15 * 1024 * 1024;
/** Shown as a round avatar of at most 96 CSS px: 320 px square is sharp on a 3x screen and about 20 KB. */
const SIDE = 320;
// Above any phone camera (48 MP), far below a decompression bomb.
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes the upload (whatever its name or content type says), turns it upright by its EXIF orientation, crops
 * it to a centred square and re-encodes it as a JPEG with no metadata (no location, no camera details).
 */
async function squareJpeg(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" })
      .rotate()
      .resize({ width: SIDE, height: SIDE, fit: "cover", position: "attention" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new HttpError(415, "FILE_NOT_IMAGE");
  }
}

/** The driver app's address of the driver's own photo; the name makes a new photo a new address. */
export const ownPhotoUrl = (key: string | null) =>
  key ? `/api/v1/driver/me/photo?v=${key.slice(key.lastIndexOf("/") + 1, key.lastIndexOf("."))}` : null;

/** The customer's address of the photo of the driver on their job. */
export const customerPhotoUrl = (requestId: number, driverId: number, key: string | null) =>
  key
    ? `/api/v1/public/assistance-request/${requestId}/driver-photo/${driverId}?v=${key.slice(key.lastIndexOf("/") + 1, key.lastIndexOf("."))}`
    : null;

/** Replaces the driver's photo: the new one is stored first, then the old one removed. Returns the new key. */
export async function setDriverPhoto(
  db: Db,
  storage: AppStorage,
  queue: ImageQueue,
  driverId: number,
  upload: Buffer,
  now: Date,
): Promise<string> {
  const jpeg = await queue.run(() => squareJpeg(upload));
  const key = `drivers/${driverId}/${randomUUID()}.jpg`;
  await storage.put(key, jpeg, "image/jpeg");
  const [before] = await db.select({ key: drivers.photoKey }).from(drivers).where(eq(drivers.id, driverId));
  await db.update(drivers).set({ photoKey: key, updatedAt: now }).where(eq(drivers.id, driverId));
  if (before?.key) await storage.delete(before.key).catch(() => {});
  return key;
}

/** The driver's own photo key, or null. */
export async function ownPhotoKey(db: Db, driverId: number): Promise<string | null> {
  const [row] = await db.select({ key: drivers.photoKey }).from(drivers).where(eq(drivers.id, driverId));
  return row?.key ?? null;
}

/**
 * The photo key of `driverId` if that driver is on the request's job now (its active assignment); null for any
 * other driver, one whose job there ended, or one without a photo.
 */
export async function assignedDriverPhotoKey(db: Db, requestId: number, driverId: number): Promise<string | null> {
  const [row] = await db
    .select({ key: drivers.photoKey })
    .from(dispatchAssignments)
    .innerJoin(drivers, eq(drivers.id, dispatchAssignments.driverId))
    .where(
      and(
        eq(dispatchAssignments.assistanceRequestId, requestId),
        eq(dispatchAssignments.driverId, driverId),
        eq(dispatchAssignments.active, true),
      ),
    )
    .limit(1);
  return row?.key ?? null;
}
