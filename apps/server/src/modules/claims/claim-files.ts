import type { ClaimPhoto } from "@hitch/contract/claims/files";
import type { FileType } from "@hitch/contract/common/enums";
import { MAX_PHOTOS } from "@hitch/contract/common/files";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { PUBLIC_PREFIX } from "../../app-context.ts";
import type { Db } from "../../db/connect.ts";
import { files } from "../../db/schema/files.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { UploadedFile } from "../files/public.ts";
import { storePhoto } from "../files/public.ts";
import type { ImageQueue } from "../files/public.ts";
import { storedFileColumns, storedName } from "../files/public.ts";
import { findEditableClaim, lockEditableClaim } from "./editing.ts";

/**
 * Claim files: damage photos (at most nine) and the damage diagram's screenshot (one; a new one
 * replaces it and it does not count toward the nine). The files row keeps the generated name;
 * the object lives at claims/{claimId}/{name}, the claim id always coming from the session-checked path.
 */
export const claimFileKey = (claimId: number, name: string) => `claims/${claimId}/${name}`;
export const claimFileUrl = (claimId: number, fileId: number) => `${PUBLIC_PREFIX}/claims/${claimId}/files/${fileId}`;

const tooMany = () => new HttpError(409, "TOO_MANY_FILES");
const active = (claimId: number) => and(eq(files.claimId, claimId), isNull(files.deletedAt));

async function photoCount(db: Db, claimId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(files)
    .where(and(active(claimId), eq(files.kind, "DAMAGE_PHOTO")));
  return row.n;
}

/** Refuses early, before the upload is processed: submitted claim, or no room for another photo. */
export async function assertRoomForClaimFile(db: Db, claimId: number, fileType: FileType) {
  await findEditableClaim(db, claimId);
  if (fileType === "DAMAGE_PHOTO" && (await photoCount(db, claimId)) >= MAX_PHOTOS) throw tooMany();
}

/**
 * Stores the image (type from the bytes, pixel cap, metadata stripped), then records it under the
 * claim's row lock, checking the limit again so two uploads racing for the ninth place cannot both
 * get it. A screenshot marks the previous screenshot deleted in the same transaction; its bytes
 * go after the commit. The loser of a race has its stored object removed.
 */
export async function addClaimFile(
  db: Db,
  storage: StorageProvider,
  claimId: number,
  fileType: FileType,
  upload: Pick<UploadedFile, "path" | "originalName">,
  queue: ImageQueue,
): Promise<ClaimPhoto> {
  const stored = await storePhoto(upload.path, { storage, keyPrefix: `claims/${claimId}`, queue });
  const name = storedName(stored);
  try {
    const { id, replaced } = await inTransaction(db, async (tx) => {
      await lockEditableClaim(tx, claimId);
      let replaced: string[] = [];
      if (fileType === "DAMAGE_PHOTO" && (await photoCount(tx, claimId)) >= MAX_PHOTOS) throw tooMany();
      if (fileType === "DAMAGE_AREA_SCREENSHOT") replaced = await markDeleted(tx, claimId, ["DAMAGE_AREA_SCREENSHOT"]);
      const [row] = await tx
        .insert(files)
        .values({ claimId, kind: fileType, ...storedFileColumns(stored, upload.originalName) })
        .returning({ id: files.id });
      return { id: row.id, replaced };
    });
    await removeObjects(storage, claimId, replaced);
    return { id, path: name, url: claimFileUrl(claimId, id), fileType };
  } catch (error) {
    await storage.delete(stored.key).catch(() => {});
    throw error;
  }
}

/** Marks the claim's live files of these kinds deleted; answers their names for removeObjects. */
export async function markDeleted(tx: Db, claimId: number, kinds: FileType[]): Promise<string[]> {
  const rows = await tx
    .update(files)
    .set({ deletedAt: new Date() })
    .where(and(active(claimId), inArray(files.kind, kinds)))
    .returning({ storageKey: files.storageKey });
  return rows.map((r) => r.storageKey);
}

/** Removes stored bytes after their rows are marked deleted; a leftover object is only wasted space. */
export async function removeObjects(storage: StorageProvider, claimId: number, names: string[]) {
  await Promise.all(names.map((name) => storage.delete(claimFileKey(claimId, name)).catch(() => {})));
}

export async function findClaimFile(db: Db, claimId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(active(claimId), eq(files.id, fileId)))
    .limit(1);
  return row ?? null;
}

/** Deletes one of the claim's files while the claim is a draft: row marked deleted, bytes gone. */
export async function deleteClaimFile(db: Db, storage: StorageProvider, claimId: number, fileId: number) {
  const name = await inTransaction(db, async (tx) => {
    await lockEditableClaim(tx, claimId);
    const [row] = await tx
      .update(files)
      .set({ deletedAt: new Date() })
      .where(and(active(claimId), eq(files.id, fileId)))
      .returning({ storageKey: files.storageKey });
    if (!row) throw notFound();
    return row.storageKey;
  });
  await removeObjects(storage, claimId, [name]);
}
