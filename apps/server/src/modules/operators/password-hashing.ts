import { APIError } from "better-auth/api";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import type { Config } from "../../config.ts";
import { HttpError } from "../../http/http-error.ts";
import { SERVER_BUSY_RETRY_AFTER_SECONDS } from "../../http/overload.ts";
import { WorkQueue } from "../../http/work-queue.ts";

/**
 * better-auth's scrypt (64 MB, ~100 ms of a core per hash, on libuv's threads), bounded per instance:
 * PASSWORD_HASH_CONCURRENCY hashes at once and PASSWORD_HASH_QUEUE_LENGTH waiting. Without the bound,
 * parallel sign-in attempts (each wrong password from a fresh address is one hash) took every core
 * and every libuv thread, and unrelated requests waited for them; with it, the rest of the instance
 * keeps its cores and a flood of attempts waits here, or is answered 503 SERVER_BUSY.
 */
const busy = () =>
  new HttpError(503, "SERVER_BUSY", undefined, { "retry-after": String(SERVER_BUSY_RETRY_AFTER_SECONDS) });

export function passwordHashingFor(config: Config) {
  const queue = new WorkQueue(
    config.passwordHashConcurrency,
    config.passwordHashQueueLength,
    // Thrown inside better-auth's endpoint: its own error type keeps the 503 a 503.
    () => new APIError("SERVICE_UNAVAILABLE", { code: "SERVER_BUSY", message: "SERVER_BUSY" }),
  );
  return {
    queue,
    /** For the route: refuse before better-auth starts, with the app's `{statusCode, code}` and Retry-After. */
    refuseWhenFull() {
      if (queue.full) throw busy();
    },
    /** better-auth's answer to a hash refused inside it, in the app's words. */
    busy,
    /** better-auth's `emailAndPassword.password`. */
    password: {
      hash: (password: string) => queue.run(() => hashPassword(password)),
      verify: (data: { hash: string; password: string }) => queue.run(() => verifyPassword(data)),
    },
  };
}
