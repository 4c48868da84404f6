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
import { WorkQueue } from "../../http/work-queue.ts";

/** Seconds a refused client waits before sending the photo again: about two photos' processing. */
export const UPLOADS_BUSY_RETRY_AFTER_SECONDS = 5;

export const uploadsBusy = () =>
  new HttpError(503, "UPLOADS_BUSY", undefined, { "retry-after": String(UPLOADS_BUSY_RETRY_AFTER_SECONDS) });

/** Photo decoding's queue: a full one answers 503 UPLOADS_BUSY. */
export class ImageQueue extends WorkQueue {
  constructor(concurrency: number, maxWaiting: number) {
    super(concurrency, maxWaiting, uploadsBusy);
  }
}

/** The app's one image queue (IMAGE_PROCESSING_CONCURRENCY, IMAGE_QUEUE_LENGTH); buildApp makes it. */
export function imageQueueFor(config: Config): ImageQueue {
  return new ImageQueue(config.imageProcessingConcurrency, config.imageQueueLength);
}
