/**
 * Reads one uploaded file into memory with a byte cap: for small files only (tests, the image
 * pipeline's own helpers). The routes spool uploads to disk instead (upload-spool.ts), so a
 * large or slow upload costs no memory. For a route with @fastify/multipart:
 *
 *   app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } });
 *   const file = await request.file();
 *   const bytes = await readUploadStream(file.file);   // throws FileUploadError FILE_TOO_LARGE (413)
 *
 * Nothing is written anywhere until the whole file is in and under the cap, so an oversized or
 * aborted upload leaves nothing behind. Set multipart's fileSize to the same cap: busboy then stops
 * buffering the rest itself, and its `truncated` flag is honoured here.
 */
import { MAX_PHOTO_BYTES } from "@hitch/contract/common/files";
import type { ErrorCode } from "@hitch/contract/common/errors";
import type { Readable } from "node:stream";

const STATUS = { FILE_TOO_LARGE: 413, FILE_NOT_IMAGE: 415, IMAGE_TOO_LARGE: 422 } as const;
export type FileUploadErrorCode = keyof typeof STATUS & ErrorCode;

/** A refused upload; answer `{ statusCode, code }` with these fields. */
export class FileUploadError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: FileUploadErrorCode,
    detail?: string,
    options?: { cause?: unknown },
  ) {
    super(detail ? `${code}: ${detail}` : code, options);
    this.name = "FileUploadError";
    this.statusCode = STATUS[code];
  }
}

/** What busboy adds to a file stream when it cut the file at multipart's `limits.fileSize`. */
type UploadStream = Readable & { truncated?: boolean };

export function readUploadStream(stream: UploadStream, options: { maxBytes?: number } = {}): Promise<Buffer> {
  const maxBytes = options.maxBytes ?? MAX_PHOTO_BYTES;
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    const tooLarge = () => new FileUploadError("FILE_TOO_LARGE", `more than ${maxBytes} bytes`);
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      chunks.length = 0;
      stream.off("data", onData);
      // Drain and discard the rest so the multipart parser (and the request) can finish.
      stream.on("error", () => {});
      stream.resume();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) return fail(tooLarge());
      chunks.push(chunk);
    };
    stream.on("data", onData);
    stream.once("limit", () => fail(tooLarge()));
    stream.once("error", fail);
    stream.once("close", () => {
      if (!settled && !stream.readableEnded) fail(new Error("upload stream closed before its end"));
    });
    stream.once("end", () => {
      if (settled) return;
      if (stream.truncated) return fail(tooLarge());
      settled = true;
      resolve(Buffer.concat(chunks, total));
    });
  });
}
