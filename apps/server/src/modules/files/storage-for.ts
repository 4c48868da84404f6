import type { AppContext } from "../../app-context.ts";
import type { Config } from "../../config.ts";
import { createStorage, type StorageSettings } from "../../providers/storage/create-storage.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";

type Storage = ReturnType<typeof createStorage>;
const stores = new WeakMap<AppContext, Storage>();

export function storageSettingsOf(config: Config["storage"]): StorageSettings {
  if (config.kind === "disk") return { kind: "disk", root: config.dir };
  return {
    kind: "s3",
    bucket: config.bucket,
    region: config.region,
    endpoint: config.endpoint,
    accessKeyId: config.accessKeyId ?? "",
    secretAccessKey: config.secretAccessKey ?? "",
  };
}

/** The app's file store (STORAGE: disk under DATA_DIR/files, or S3), one per app. */
export function storageFor(ctx: AppContext): StorageProvider & Partial<Pick<Storage, "sweepIncoming">> {
  let storage = stores.get(ctx);
  if (!storage) {
    storage = createStorage(storageSettingsOf(ctx.config.storage));
    stores.set(ctx, storage);
  }
  return storage;
}
