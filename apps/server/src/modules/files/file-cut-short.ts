import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import { HttpError } from "../../http/http-error.ts";

/**
 * busboy can leave a file stream that will never deliver its end when the body stops inside the
 * file (a truncated or aborted upload): either never ended, or torn down before anyone read it.
 * A reader would then wait forever, holding what it read. This settles once the request body is
 * over and busboy has had its turn: it rejects when the file cannot finish, and otherwise never.
 * `_readableState.ended` says whether the end was pushed, even if not yet read.
 */
export function fileCutShort(raw: IncomingMessage, file: Readable): Promise<never> {
  const pushedEnd = () => (file as Readable & { _readableState?: { ended?: boolean } })._readableState?.ended === true;
  const cut = new Promise<never>((_resolve, reject) => {
    const check = () =>
      setImmediate(() => {
        if (file.readableEnded) return;
        if (!pushedEnd() || file.destroyed) reject(new HttpError(400, "BAD_REQUEST"));
      });
    if (raw.readableEnded || raw.destroyed) return check();
    raw.once("end", check);
    raw.once("close", check);
  });
  cut.catch(() => {});
  return cut;
}
