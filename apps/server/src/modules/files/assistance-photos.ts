import { MAX_PHOTOS } from "@hitch/contract/common/files";
import type { AssistanceFile } from "@hitch/contract/assistance/files";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { PUBLIC_PREFIX } from "../../app-context.ts";
import type { Db } from "../../db/connect.ts";
import { assistanceRequests } from "../../db/schema/assistance-requests.ts";
import { files } from "../../db/schema/files.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { inTransaction } from "../../db/transaction.ts";
import { storePhoto } from "./image-pipeline.ts";
import type { ImageQueue } from "./image-queue.ts";
import { storedFileColumns, storedName } from "./stored-file-columns.ts";

/**
 * Assistance photos. The files row keeps only the generated name ('3f0c….jpg'); the object lives
 * at assistance/{requestId}/{name} in storage. The name is what the app sees as `path` and sends
 * back to DELETE, so it must be one URL segment, and the request id comes from the session-checked
 * path, never from the client's string.
 */
export const photoKey = (requestId: number, name: string) => `assistance/${requestId}/${name}`;
export const photoUrl = (requestId: number, name: string) =>
  `${PUBLIC_PREFIX}/assistance-request/${requestId}/files/${name}`;

const tooMany = () => new HttpError(409, "TOO_MANY_FILES");
const notEditable = () => new HttpError(409, "REQUEST_NOT_EDITABLE");

async function activePhotoCount(db: Db, requestId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(files)
    .where(and(eq(files.assistanceRequestId, requestId), isNull(files.deletedAt)));
  return row.n;
}

/** Refuses early, before the upload is read: wrong session state, or no room left. */
export async function assertRoomForPhoto(db: Db, requestId: number) {
  const [request] = await db
    .select({ status: assistanceRequests.status })
    .from(assistanceRequests)
    .where(eq(assistanceRequests.id, requestId));
  if (!request) throw notFound();
  if (request.status !== "DRAFT") throw notEditable();
  if ((await activePhotoCount(db, requestId)) >= MAX_PHOTOS) throw tooMany();
}

/**
 * Stores the photo, then records it under the request's row lock, checking the limit again: two
 * uploads racing for the ninth place cannot both get it. The loser's stored object is removed.
 */
export async function addAssistancePhoto(
  db: Db,
  storage: StorageProvider,
  requestId: number,
  upload: { path: string; originalName: string | undefined },
  queue: ImageQueue,
): Promise<AssistanceFile> {
  const stored = await storePhoto(upload.path, { storage, keyPrefix: `assistance/${requestId}`, queue });
  const name = storedName(stored);
  try {
    const id = await inTransaction(db, async (tx) => {
      const [request] = await tx
        .select({ status: assistanceRequests.status })
        .from(assistanceRequests)
        .where(eq(assistanceRequests.id, requestId))
        .for("update");
      if (!request) throw notFound();
      if (request.status !== "DRAFT") throw notEditable();
      if ((await activePhotoCount(tx, requestId)) >= MAX_PHOTOS) throw tooMany();
      const [row] = await tx
        .insert(files)
        .values({
          assistanceRequestId: requestId,
          kind: "ASSISTANCE_PHOTO",
          ...storedFileColumns(stored, upload.originalName),
        })
        .returning({ id: files.id });
      return row.id;
    });
    return { id, path: name, url: photoUrl(requestId, name) };
  } catch (error) {
    await storage.delete(stored.key).catch(() => {});
    throw error;
  }
}

/** The stored names of the photos of some requests, oldest first, by request id. */
export async function assistancePhotoNames(db: Db, requestIds: number[]): Promise<Map<number, string[]>> {
  const byRequest = new Map<number, string[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select({ requestId: files.assistanceRequestId, name: files.storageKey })
    .from(files)
    .where(and(inArray(files.assistanceRequestId, requestIds), isNull(files.deletedAt)))
    .orderBy(asc(files.id));
  for (const { requestId, name } of rows) {
    if (requestId === null) continue;
    byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), name]);
  }
  return byRequest;
}

export async function findAssistancePhoto(db: Db, requestId: number, name: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.assistanceRequestId, requestId), eq(files.storageKey, name), isNull(files.deletedAt)))
    .orderBy(asc(files.id))
    .limit(1);
  return row ?? null;
}

/** Removes a photo while the request is a draft: the row is marked deleted, the bytes are gone. */
export async function deleteAssistancePhoto(db: Db, storage: StorageProvider, requestId: number, name: string) {
  const [request] = await db
    .select({ status: assistanceRequests.status })
    .from(assistanceRequests)
    .where(eq(assistanceRequests.id, requestId));
  if (!request) throw notFound();
  if (request.status !== "DRAFT") throw notEditable();
  const [row] = await db
    .update(files)
    .set({ deletedAt: new Date() })
    .where(and(eq(files.assistanceRequestId, requestId), eq(files.storageKey, name), isNull(files.deletedAt)))
    .returning({ id: files.id });
  if (!row) throw notFound();
  await storage.delete(photoKey(requestId, name));
}
