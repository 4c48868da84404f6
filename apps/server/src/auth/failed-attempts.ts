import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../http/http-error.ts";

const WINDOW_MS = 60_000;
// Past this many tracked addresses, finished windows are swept so a flood of addresses cannot grow the map for ever.
const SWEEP_ABOVE = 10_000;

/**
 * Counts wrong secrets (operator key, driver tokens) per client address in one-minute windows. Once an
 * address reaches the limit, its every attempt answers 429 until the window ends, the right secret
 * included: answering the right one with 200 would let a guesser carry on at full speed and simply
 * watch for the answer that is not a 429. Requests with the right secret are never counted.
 */
export class FailedAttemptLimiter {
  private readonly windows = new Map<string, { failures: number; resetAt: number }>();

  constructor(
    private readonly maxPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 RATE_LIMITED (with Retry-After) when the address used up its attempts. */
  assertAllowed(request: FastifyRequest, reply: FastifyReply) {
    const window = this.windows.get(request.ip);
    if (!window) return;
    const now = this.now();
    if (window.resetAt <= now) {
      this.windows.delete(request.ip);
      return;
    }
    if (window.failures >= this.maxPerMinute) {
      reply.header("retry-after", String(Math.ceil((window.resetAt - now) / 1000)));
      throw new HttpError(429, "RATE_LIMITED");
    }
  }

  recordFailure(request: FastifyRequest) {
    const now = this.now();
    const window = this.windows.get(request.ip);
    if (window && window.resetAt > now) {
      window.failures++;
      return;
    }
    if (this.windows.size >= SWEEP_ABOVE) this.sweep(now);
    this.windows.set(request.ip, { failures: 1, resetAt: now + WINDOW_MS });
  }

  private sweep(now: number) {
    for (const [address, window] of this.windows) if (window.resetAt <= now) this.windows.delete(address);
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** One per app, shared by every guard of a secret (decorated in buildApp). */
    failedAuthAttempts: FailedAttemptLimiter;
  }
}
