import { cpSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir } from "../../db/data-dir-lock.ts";
import { FILES, unpackBackup } from "./archive.ts";

/** Restore refuses a DATA_DIR that already holds a database: it never overwrites one. */
export class RestoreTargetInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(`DATA_DIR ${dataDir} already holds a database: restore into a new, empty directory.`);
    this.name = "RestoreTargetInUseError";
  }
}

/** Brings a backup (backupStream's archive) back into `dataDir`, which must have no database yet. */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  const databaseDir = join(dataDir, "pglite");
  if (existsSync(databaseDir) && readdirSync(databaseDir).length > 0) throw new RestoreTargetInUseError(dataDir);
  // With the secrets in the environment (a production setup) nothing has made DATA_DIR yet: the lock file goes in it.
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const { dump, filesDir, cleanUp } = await unpackBackup(file).catch((error: unknown) => {
    unlock();
    throw error;
  });
  try {
    const client = new PGlite(databaseDir, { loadDataDir: dump });
    await client.waitReady;
    await client.close();
    cpSync(filesDir, join(dataDir, FILES), { recursive: true });
  } finally {
    cleanUp();
    unlock();
  }
}
