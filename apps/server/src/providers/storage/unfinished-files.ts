/**
 * Names for files still being written (uploads on their way to disk, stored objects before their
 * rename), and the start-up sweep that removes those a crash left behind.
 *
 * A name carries its writer: `<host>_<pid>_<uuid>`. At start a process removes every such file whose
 * writer is gone: written on this machine by a pid that no longer runs, or by its own pid before it
 * started (a container restarted with the same pid). Those of live processes stay, whoever they are
 * (tests and the CLI share a temporary folder; instances may share a disk). Anything older than
 * `maxAgeMs`, or named otherwise, goes by age alone.
 */
import { createHash, randomUUID } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import { processIsGone } from "../../process-is-gone.ts";

const HOST = createHash("sha1").update(hostname()).digest("hex").slice(0, 8);
const STARTED_AT_MS = Date.now() - process.uptime() * 1000;
const NAME = /^([0-9a-f]{8})_(\d+)_/;

export function unfinishedName(): string {
  return `${HOST}_${process.pid}_${randomUUID()}`;
}

function writerIsGone(name: string, mtimeMs: number): boolean {
  const match = NAME.exec(name);
  if (!match || match[1] !== HOST) return false;
  const pid = Number(match[2]);
  if (pid === process.pid) return mtimeMs < STARTED_AT_MS;
  return processIsGone(pid);
}

/** Removes the unfinished files in `dir` whose writer is gone, or older than `maxAgeMs`; answers how many. */
export async function sweepUnfinished(dir: string, maxAgeMs = 60 * 60 * 1000): Promise<number> {
  const names = await readdir(dir).catch((error: unknown) =>
    (error as NodeJS.ErrnoException).code === "ENOENT" ? [] : Promise.reject(error),
  );
  let removed = 0;
  for (const name of names) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (!info?.isFile()) continue;
    if (Date.now() - info.mtimeMs >= maxAgeMs || writerIsGone(name, info.mtimeMs)) {
      await rm(join(dir, name), { force: true });
      removed++;
    }
  }
  return removed;
}
