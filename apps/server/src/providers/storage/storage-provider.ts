/**
 * Storage provider: where uploaded files live. Build one with createStorage() (create-storage.ts):
 * disk under DATA_DIR/files by default, or an S3-compatible bucket.
 *
 *   await storage.put("assistance/42/3f0c….jpg", bufferOrReadable, "image/jpeg")  // { bytes }
 *   const file = await storage.get(key)   // { body: Readable, contentType, bytes } | null
 *   await storage.exists(key)             // boolean
 *   await storage.delete(key)             // idempotent
 *
 * Keys are slash-separated segments of [A-Za-z0-9._-], none starting with '.', so a key from a URL
 * can never walk out of the store; anything else throws StorageKeyError (answer 404 for it).
 * Writes are all-or-nothing: a failed or aborted put leaves no object behind.
 */
import type { Readable } from "node:stream";

export type StoredObject = { body: Readable; contentType: string; bytes: number };

export interface StorageProvider {
  put(key: string, body: Readable | Uint8Array, contentType: string): Promise<{ bytes: number }>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
export const MAX_STORAGE_KEY_LENGTH = 512;

export function isValidStorageKey(key: unknown): key is string {
  return (
    typeof key === "string" &&
    key.length > 0 &&
    key.length <= MAX_STORAGE_KEY_LENGTH &&
    !key.includes("..") &&
    key.split("/").every((segment) => SEGMENT.test(segment))
  );
}

/** A key that is not a plain relative path (traversal, empty segment, odd characters). */
export class StorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = "StorageKeyError";
  }
}

export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new StorageKeyError(String(key));
}
