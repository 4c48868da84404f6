/**
 * Entry point of the storage provider (interface and usage: storage-provider.ts).
 *   createStorage({ kind: "disk", root: join(DATA_DIR, "files") })     default
 *   createStorage({ kind: "s3", endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle })
 * At start, call `sweepIncoming()` when the store has it (disk) to drop writes a crash left unfinished.
 */
import { createDiskStorage, type DiskStorage } from "./disk-storage.ts";
import type { S3StorageOptions } from "./s3-storage.ts";
import type { StorageProvider } from "./storage-provider.ts";

export type StorageSettings = { kind: "disk"; root: string } | ({ kind: "s3" } & S3StorageOptions);

export function createStorage(
  settings: StorageSettings,
): StorageProvider & Partial<Pick<DiskStorage, "sweepIncoming">> {
  if (settings.kind === "s3") {
    const { kind: _kind, ...options } = settings;
    return loadedOnFirstUse(() => import("./s3-storage.ts").then((s3) => s3.createS3Storage(options)));
  }
  return createDiskStorage(settings.root);
}

/**
 * A provider whose implementation is imported on its first call. The AWS SDK takes longer to import than
 * the rest of the server together, and only STORAGE=s3 needs it: a disk-backed server (and every test
 * file that builds an app) never loads it.
 */
function loadedOnFirstUse(load: () => Promise<StorageProvider>): StorageProvider {
  let loaded: Promise<StorageProvider> | undefined;
  const provider = () => {
    loaded ??= load();
    // A failed import is retried by the next call rather than remembered for good.
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
  return {
    put: async (key, body, contentType) => (await provider()).put(key, body, contentType),
    get: async (key) => (await provider()).get(key),
    delete: async (key) => (await provider()).delete(key),
    exists: async (key) => (await provider()).exists(key),
  };
}
