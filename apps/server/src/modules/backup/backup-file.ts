import { createWriteStream, renameSync, rmSync } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Config } from "../../config.ts";
import { connect } from "../../db/connect.ts";
import { DataDirInUseError } from "../../db/data-dir-lock.ts";
import { backupStream } from "./archive.ts";

/** Why a backup could not be written, in words for the person at the command line. */
export class BackupError extends Error {}

/** The files directory a backup carries: photos on disk (with STORAGE=s3 they live in the bucket). */
export const backedUpFilesDir = (config: Config) => (config.storage.kind === "disk" ? config.storage.dir : "");

/**
 * `backup <file>`: with DATA_DIR free, opens the embedded database itself; while a server holds it
 * (data-dir-lock.ts), asks that server for the same archive through the operator API on
 * 127.0.0.1:$PORT. Written aside and renamed, so `file` is either a whole backup or untouched.
 */
export async function writeBackupFile(config: Config, file: string): Promise<"direct" | "server"> {
  if (config.databaseUrl) throw new BackupError("DATABASE_URL is set: back up PostgreSQL with pg_dump (see README).");
  const partial = `${file}.partial`;
  try {
    const database = await connect({ dataDir: config.dataDir }).catch((error: unknown) => {
      if (error instanceof DataDirInUseError) return null;
      throw error;
    });
    if (database) {
      try {
        await pipeline(await backupStream(database.snapshot!, backedUpFilesDir(config)), createWriteStream(partial));
      } finally {
        await database.close();
      }
    } else {
      await pipeline(await fromRunningServer(config), createWriteStream(partial));
    }
    renameSync(partial, file);
    return database ? "direct" : "server";
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

async function fromRunningServer(config: Config): Promise<Readable> {
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${config.port}/api/v1/admin/backup`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${config.adminApiKey}` } }).catch(() => null);
  if (!response?.ok || !response.body)
    throw new BackupError(
      `DATA_DIR is in use and the server holding it did not send a backup (${url}: ${response?.status ?? "no answer"}).`,
    );
  // The DOM's and node:stream/web's ReadableStream types differ only on paper.
  return Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>);
}
