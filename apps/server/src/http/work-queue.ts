/**
 * Bounds CPU- or memory-heavy work per instance: only `concurrency` tasks run at once, up to
 * `maxWaiting` more wait their turn, and beyond that `run` throws the caller's busy error (a 503 with
 * Retry-After) instead of letting the work pile up and starve every other request.
 *
 *   const queue = new WorkQueue(2, 16, () => new HttpError(503, "SERVER_BUSY"));
 *   queue.refuseWhenFull();                 // before starting anything the task would need
 *   await queue.run(() => heavyWork());
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most tasks that ever ran at once (for tests and the metrics). */
  peakRunning = 0;

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    private readonly busy: () => Error,
  ) {}

  /** Tasks running now. */
  get processing(): number {
    return this.running;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  get full(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.maxWaiting;
  }

  refuseWhenFull(): void {
    if (this.full) throw this.busy();
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running++;
      this.peakRunning = Math.max(this.peakRunning, this.running);
    } else {
      if (this.waiting.length >= this.maxWaiting) throw this.busy();
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
