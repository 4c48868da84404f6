import type { Config } from "../../config.ts";
import { createStorage, type StorageSettings } from "../../providers/storage/create-storage.ts";

/** An app's file store; the disk store also sweeps what a crash left half-written (sweepIncoming). */
export type AppStorage = ReturnType<typeof createStorage>;

function storageSettingsOf(config: Config["storage"]): StorageSettings {
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

/** The app's file store (STORAGE: disk under DATA_DIR/files, or S3); buildApp makes one per app. */
export function storageFor(config: Config): AppStorage {
  return createStorage(storageSettingsOf(config.storage));
}
