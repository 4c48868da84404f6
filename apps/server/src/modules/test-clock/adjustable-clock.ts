/**
 * The server's clock under TEST_CLOCK=on: real time plus an offset that only grows, so end-to-end tests
 * move past a link's lifetime or a dispatch deadline at once instead of sleeping through it. Time keeps
 * running between advances, and never goes backwards, as a real clock's would.
 */
export interface AdjustableClock {
  now(): Date;
  /** Moves the clock forward by `ms`; returns the new time. */
  advance(ms: number): Date;
}

export function createAdjustableClock(realNow: () => number = Date.now): AdjustableClock {
  let offsetMs = 0;
  const now = () => new Date(realNow() + offsetMs);
  return {
    now,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot advance the clock by ${ms} ms`);
      offsetMs += ms;
      return now();
    },
  };
}
