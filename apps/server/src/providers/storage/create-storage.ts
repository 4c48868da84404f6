/**
 * Entry point of the storage provider (interface and usage: storage-provider.ts).
 *   createStorage({ kind: "disk", root: join(DATA_DIR, "files") })     default
 *   createStorage({ kind: "s3", endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle })
 * At start, call `sweepIncoming()` when the store has it (disk) to drop writes a crash left unfinished.
 */
import { createDiskStorage, type DiskStorage } from "./disk-storage.ts";
import { createS3Storage, type S3StorageOptions } from "./s3-storage.ts";
import type { StorageProvider } from "./storage-provider.ts";

export type StorageSettings = { kind: "disk"; root: string } | ({ kind: "s3" } & S3StorageOptions);

export function createStorage(settings: StorageSettings): StorageProvider & Partial<Pick<DiskStorage, "sweepIncoming">> {
  if (settings.kind === "s3") {
    const { kind: _kind, ...options } = settings;
    return createS3Storage(options);
  }
  return createDiskStorage(settings.root);
}
