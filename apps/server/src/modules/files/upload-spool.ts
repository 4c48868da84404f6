/**
 * Writes one uploaded file to a temporary file as it arrives, under a byte cap, so an upload costs
 * a few chunks of memory whatever its size (held whole, each concurrent 50 MB photo cost ~90 MB).
 *
 *   const upload = await spoolUploadStream(part.file, { maxBytes });   // FileUploadError FILE_TOO_LARGE (413)
 *   try { ...process upload.path... } finally { await upload.discard(); }
 *
 * An oversized, aborted or failed upload leaves no file. The files are named by their writer
 * (unfinished-files.ts), so one a crash left is removed at the next start (sweepUploadSpool).
 */
import { createWriteStream, mkdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { sweepUnfinished, unfinishedName } from "../../providers/storage/unfinished-files.ts";
import { FileUploadError } from "./upload-stream.ts";

export const UPLOAD_SPOOL_DIR = join(tmpdir(), "hitch-uploads");

export type SpooledUpload = { path: string; bytes: number; discard(): Promise<void> };

/** What busboy adds to a file stream when it cut the file at multipart's `limits.fileSize`. */
type UploadStream = Readable & { truncated?: boolean };

export function spoolUploadStream(
  stream: UploadStream,
  options: { maxBytes: number; dir?: string },
): Promise<SpooledUpload> {
  const dir = options.dir ?? UPLOAD_SPOOL_DIR;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, unfinishedName());
  const discard = () => rm(path, { force: true });
  return new Promise<SpooledUpload>((resolve, reject) => {
    const out = createWriteStream(path, { flags: "wx" });
    let total = 0;
    let settled = false;
    const tooLarge = () => new FileUploadError("FILE_TOO_LARGE", `more than ${options.maxBytes} bytes`);
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      stream.off("data", onData);
      // Drain and discard the rest so the multipart parser (and the request) can finish.
      stream.on("error", () => {});
      stream.resume();
      // Answer at once (the multipart parser is waiting on us); the half-written file goes after.
      reject(error);
      out.destroy();
      out.once("close", () => void discard());
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > options.maxBytes) return fail(tooLarge());
      if (!out.write(chunk)) {
        stream.pause();
        out.once("drain", () => settled || stream.resume());
      }
    };
    out.once("error", fail);
    stream.on("data", onData);
    stream.once("limit", () => fail(tooLarge()));
    stream.once("error", fail);
    stream.once("close", () => {
      if (!settled && !stream.readableEnded) fail(new Error("upload stream closed before its end"));
    });
    stream.once("end", () => {
      if (settled) return;
      if (stream.truncated) return fail(tooLarge());
      out.end(() => {
        if (settled) return;
        settled = true;
        resolve({ path, bytes: total, discard });
      });
    });
  });
}

/**
 * The spooled upload, or the reason the body cannot deliver it (fileCutShort). When the cut wins,
 * a spool that still completes later is removed.
 */
export async function spoolUnlessCut(spooling: Promise<SpooledUpload>, cut: Promise<never>): Promise<SpooledUpload> {
  try {
    return await Promise.race([spooling, cut]);
  } catch (error) {
    spooling.then(
      (upload) => upload.discard(),
      () => {},
    );
    throw error;
  }
}

/** Removes uploads a crash left half-written in the spool folder; call at start. */
export const sweepUploadSpool = (dir = UPLOAD_SPOOL_DIR) => sweepUnfinished(dir);
