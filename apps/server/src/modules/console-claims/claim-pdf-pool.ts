import Piscina from "piscina";
import type { Config } from "../../config.ts";
import { HttpError } from "../../http/http-error.ts";
import type { ClaimPdfTask } from "./claim-pdf-worker.ts";

/** Seconds a refused operator waits before asking again. */
const CLAIM_PDF_BUSY_RETRY_AFTER_SECONDS = 5;

const busy = () =>
  new HttpError(503, "SERVER_BUSY", undefined, { "retry-after": String(CLAIM_PDF_BUSY_RETRY_AFTER_SECONDS) });

/**
 * Claim PDFs are laid out on worker threads (piscina), never on the event loop: the customer writes the text, and a
 * hostile claim took seconds to lay out while the instance answered nobody else. At most `threads` render at once
 * and `queue` more wait; past that, and past the time limit (the worker is then ended), the answer is 503
 * SERVER_BUSY with Retry-After. Threads start when first needed and end after a minute without work.
 */
export function createClaimPdfPool(settings: Config["claimPdf"]) {
  const pool = new Piscina<ClaimPdfTask, Uint8Array>({
    filename: new URL("./claim-pdf-worker.ts", import.meta.url).href,
    // The worker is TypeScript, as the server is (ADR 1), whether the server runs from its sources or a test bundle.
    execArgv: ["--import", "tsx"],
    minThreads: 0,
    maxThreads: settings.threads,
    maxQueue: settings.queue,
    idleTimeout: 60_000,
  });
  let pending = 0;
  return {
    async render(task: ClaimPdfTask): Promise<Buffer> {
      if (pending >= settings.threads + settings.queue) throw busy();
      pending++;
      try {
        const pdf = await pool.run(task, { signal: AbortSignal.timeout(settings.timeoutSeconds * 1000) });
        return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      } catch (error) {
        if (error instanceof Error && error.name === "AbortError") throw busy();
        throw error;
      } finally {
        pending--;
      }
    },
    close: () => pool.destroy(),
  };
}
export type ClaimPdfPool = ReturnType<typeof createClaimPdfPool>;
