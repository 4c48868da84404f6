import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertStorageKey, type StorageProvider } from "./storage-provider.ts";
import { sweepUnfinished, unfinishedName } from "./unfinished-files.ts";

/** Unfinished writes go here (same file system as the store, so the final rename is atomic). */
const INCOMING = ".incoming";

export type DiskStorage = StorageProvider & {
  /** Removes unfinished writes a crash left (their writer is gone) or older than `olderThanMs`; call at start. */
  sweepIncoming(olderThanMs?: number): Promise<number>;
};

/**
 * Files under `root`, one file per key. The content type sits beside it in `.<name>.type`
 * (a name no key can have). Each put writes to root/.incoming/<random> and renames into place.
 */
export function createDiskStorage(root: string): DiskStorage {
  const base = resolve(root);
  const incoming = join(base, INCOMING);

  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(base, key);
    // Defence in depth: the key rules already forbid '..' and absolute paths.
    if (!path.startsWith(base + sep)) throw new Error("storage key resolved outside the root");
    return path;
  };
  const typePathOf = (path: string) => join(dirname(path), `.${path.slice(dirname(path).length + 1)}.type`);
  const missing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === "ENOENT";

  return {
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(incoming, { recursive: true });
      const tmp = join(incoming, unfinishedName());
      let bytes = 0;
      let file: WriteStream | undefined;
      try {
        if (body instanceof Readable) {
          const count = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              bytes += chunk.length;
              done(null, chunk);
            },
          });
          file = createWriteStream(tmp, { flags: "wx" });
          await pipeline(body, count, file);
        } else {
          bytes = body.byteLength;
          await writeFile(tmp, body, { flag: "wx" });
        }
        await writeFile(`${tmp}.type`, contentType, { flag: "wx" });
        await mkdir(dirname(path), { recursive: true });
        await rename(`${tmp}.type`, typePathOf(path));
        await rename(tmp, path);
      } catch (error) {
        // A body that fails at once rejects the pipeline before the file's asynchronous open has finished: removing
        // the file then would race that open, which creates it afterwards. Wait until the stream has closed.
        // (Its 'error' comes before 'close', so events.once would reject early: listen for 'close' alone.)
        const open = file;
        if (open && !open.closed) await new Promise<void>((closed) => open.once("close", () => closed()));
        await Promise.all([rm(tmp, { force: true }), rm(`${tmp}.type`, { force: true })]);
        throw error;
      }
      return { bytes };
    },

    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        const contentType = await readFile(typePathOf(path), "utf8").catch(() => "application/octet-stream");
        return { body: createReadStream(path), contentType, bytes: info.size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(typePathOf(path), { force: true });
    },

    async exists(key) {
      const path = pathOf(key);
      try {
        return (await stat(path)).isFile();
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },

    sweepIncoming: (olderThanMs) => sweepUnfinished(incoming, olderThanMs),
  };
}
