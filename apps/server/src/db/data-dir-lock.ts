/**
 * One process per embedded database. PGlite has no lock of its own: a second process on the same
 * directory starts, writes, and the two overwrite each other's pages (acknowledged rows lost, ids
 * handed out twice). So whoever opens DATA_DIR's database first takes `DATA_DIR/hitch.lock`:
 *
 *   const release = lockDataDir(dataDir);   // throws DataDirInUseError while another process holds it
 *   ...
 *   release();
 *
 * The file names its holder (pid and, on Linux, the process's start time). It is created with an
 * atomic hard link, so a reader never sees it half-written. A holder that died (kill -9, power
 * loss) leaves the file behind; the next process sees the pid is gone, or now belongs to a process
 * that started at another time, and takes the lock over: a crash never blocks the next start.
 * This covers processes on one machine (the embedded database is a local directory).
 */
import { randomUUID } from "node:crypto";
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { processIsGone } from "../process-is-gone.ts";

export const LOCK_FILE = "hitch.lock";

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Hitch process (pid ${pid}). The embedded database serves one process: ` +
        "stop that one first (the CLI included), or use PostgreSQL (DATABASE_URL) to run several instances.",
    );
    this.name = "DataDirInUseError";
  }
}

type Holder = { pid: number; started: string | null };

/** The kernel's start time of a process (clock ticks since boot), to tell a reused pid from its first owner. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may itself hold spaces.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * Lock files this process holds, so a second open in the same process is refused as well. Process state
 * on purpose: the lock guards the directory against every opener in the process, whichever app it serves.
 */
const heldHere = new Set<string>();

function holderIsAlive(holder: Holder, path: string): boolean {
  if (holder.pid === process.pid) return heldHere.has(path); // our pid, left by an earlier life of it
  if (processIsGone(holder.pid)) return false;
  if (holder.started === null) return true;
  const now = startTimeOf(holder.pid);
  return now === null || now === holder.started;
}

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return Number.isInteger(value.pid) && value.pid! > 0 ? { pid: value.pid!, started: value.started ?? null } : null;
  } catch {
    return null;
  }
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

function unlinkQuietly(path: string) {
  try {
    unlinkSync(path);
  } catch {
    /* already gone */
  }
}

/** Takes the data directory's lock (the directory must exist); answers the function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) });
  for (let attempt = 0; attempt < 5; attempt++) {
    const draft = `${path}.${process.pid}.${randomUUID()}`;
    writeFileSync(draft, mine);
    try {
      linkSync(draft, path);
      return holdLock(path, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      unlinkQuietly(draft);
    }
    const text = readOrNull(path);
    if (text === null) continue; // given back meanwhile
    const holder = parseHolder(text);
    if (holder && holderIsAlive(holder, path)) throw new DataDirInUseError(dataDir, holder.pid);
    // A dead holder's lock: move it aside (atomic), then make sure what moved is what was judged dead.
    const aside = `${path}.stale.${randomUUID()}`;
    try {
      renameSync(path, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    if (readFileSync(aside, "utf8") !== text) {
      // Another starter took over the stale lock between our read and rename: give its lock back.
      try {
        linkSync(aside, path);
      } catch {
        /* a third took it; the next round judges that one */
      }
    }
    unlinkQuietly(aside);
  }
  throw new Error(`could not take ${path}: other processes keep taking it`);
}

function holdLock(path: string, mine: string): () => void {
  heldHere.add(path);
  // A process that exits without closing the database (process.exit on a stuck shutdown) still gives it back.
  const onExit = () => release();
  process.once("exit", onExit);
  function release() {
    if (!heldHere.delete(path)) return;
    process.off("exit", onExit);
    if (readOrNull(path) === mine) unlinkQuietly(path);
  }
  return release;
}
