import type { StoredPhoto } from "./image-pipeline.ts";

/** The generated file name: the last segment of the storage key, which is what the files row keeps. */
export const storedName = (stored: StoredPhoto) => stored.key.slice(stored.key.lastIndexOf("/") + 1);

/**
 * The files-row columns every stored image fills the same way, whoever owns it (assistance request
 * or claim). The client's file name is only informative, so it is cut to the column's 255.
 */
export function storedFileColumns(stored: StoredPhoto, originalName: string | undefined) {
  return {
    storageKey: storedName(stored),
    originalName: originalName?.slice(0, 255) || null,
    mimeType: stored.contentType,
    sizeBytes: stored.bytes,
    width: stored.width,
    height: stored.height,
  };
}
