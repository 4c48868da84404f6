import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import * as tar from "tar";

/**
 * A backup of an embedded DATA_DIR is one .tar.gz:
 *
 *   hitch-backup.json   { format: 1, createdAt }
 *   database.tar.gz     PGlite's own dump of its data directory (dumpDataDir), taken between two queries
 *   files/...           uploaded photos and claim files (DATA_DIR/files), copied after the dump
 *
 * The database is dumped first, so every file a backed-up row names is already on disk when the files
 * are copied (a photo uploaded in between is carried along unreferenced). Generated secrets are left
 * out on purpose: a backup must not open sessions (README, Security).
 */
export const MANIFEST = "hitch-backup.json";
export const DATABASE_DUMP = "database.tar.gz";
export const FILES = "files";
/** Half-written uploads, never part of a backup. */
const INCOMING = ".incoming";

/** The archive as a stream; `snapshot` is PGlite's dump, `filesDir` DATA_DIR/files (may be absent). */
export async function backupStream(snapshot: () => Promise<Blob>, filesDir: string): Promise<Readable> {
  const staging = mkdtempSync(join(tmpdir(), "hitch-backup-"));
  const dump = Buffer.from(await (await snapshot()).arrayBuffer());
  writeFileSync(join(staging, DATABASE_DUMP), dump);
  writeFileSync(join(staging, MANIFEST), JSON.stringify({ format: 1, createdAt: new Date().toISOString() }));
  const entries = [MANIFEST, DATABASE_DUMP];
  if (existsSync(filesDir)) {
    // Linked, not copied: tar follows the link and reads the files as it packs them.
    symlinkSync(filesDir, join(staging, FILES), "dir");
    entries.push(FILES);
  }
  const stream = tar.create(
    { gzip: true, cwd: staging, follow: true, portable: true, filter: (path) => !path.includes(`/${INCOMING}`) },
    entries,
  ) as unknown as Readable;
  const cleanUp = () => rmSync(staging, { recursive: true, force: true });
  stream.once("end", cleanUp).once("error", cleanUp).once("close", cleanUp);
  return stream;
}

/** Unpacks a backup into a staging directory; returns the dump (as PGlite loads it) and the files' directory. */
export async function unpackBackup(file: string): Promise<{ dump: Blob; filesDir: string; cleanUp(): void }> {
  const staging = mkdtempSync(join(tmpdir(), "hitch-restore-"));
  const cleanUp = () => rmSync(staging, { recursive: true, force: true });
  try {
    await tar.extract({ file, cwd: staging, strict: true });
    const manifest = JSON.parse(readFileSync(join(staging, MANIFEST), "utf8")) as { format?: number };
    if (manifest.format !== 1) throw new Error("not a Hitch backup (unknown format)");
    const filesDir = join(staging, FILES);
    mkdirSync(filesDir, { recursive: true });
    return { dump: new Blob([readFileSync(join(staging, DATABASE_DUMP))]), filesDir, cleanUp };
  } catch (error) {
    cleanUp();
    throw error;
  }
}
