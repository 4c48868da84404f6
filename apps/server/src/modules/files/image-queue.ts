/**
 * Bounds image processing per instance. Decoding a photo costs its full pixel size in memory
 * (a 48 MP photo: ~150 MB) and seconds of CPU, so only `concurrency` run at once; up to
 * `maxWaiting` more wait their turn (their uploads sit on disk meanwhile), and beyond that the
 * instance answers 503 UPLOADS_BUSY with Retry-After instead of running out of memory.
 *
 *   const queue = ctx.imageQueue;           // one per app (AppContext)
 *   queue.refuseWhenFull();                 // before reading an upload: no point receiving it
 *   await queue.run(() => preparePhoto(path));
 */
import type { Config } from "../../config.ts";
import { HttpError } from "../../http/http-error.ts";

/** Seconds a refused client waits before sending the photo again: about two photos' processing. */
export const UPLOADS_BUSY_RETRY_AFTER_SECONDS = 5;

export const uploadsBusy = () =>
  new HttpError(503, "UPLOADS_BUSY", undefined, { "retry-after": String(UPLOADS_BUSY_RETRY_AFTER_SECONDS) });

export class ImageQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Photos being decoded now (for the metrics). */
  get processing(): number {
    return this.running;
  }

  /** Photos waiting for a decoding slot (for the metrics). */
  get queued(): number {
    return this.waiting.length;
  }

  get full(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.maxWaiting;
  }

  refuseWhenFull(): void {
    if (this.full) throw uploadsBusy();
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running++;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw uploadsBusy();
      // The finishing task hands its place over: `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** The app's one image queue (IMAGE_PROCESSING_CONCURRENCY, IMAGE_QUEUE_LENGTH); buildApp makes it. */
export function imageQueueFor(config: Config): ImageQueue {
  return new ImageQueue(config.imageProcessingConcurrency, config.imageQueueLength);
}
