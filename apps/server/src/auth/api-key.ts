import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../http/http-error.ts";
// The limiter is decorated on the app (auth/failed-attempts.ts declares it on FastifyInstance).
import type {} from "./failed-attempts.ts";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * An onRequest hook (so it runs before body validation) admitting only `Authorization: Bearer <ADMIN_API_KEY>`;
 * compared in constant time. Wrong keys count against the address's failed-attempt limit.
 */
export function apiKeyGuard(adminApiKey: string) {
  const expected = digest(adminApiKey);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limiter = request.server.failedAuthAttempts;
    limiter.assertAllowed(request, reply);
    const header = request.headers.authorization ?? "";
    const match = /^Bearer (.+)$/.exec(header);
    // Hashing both sides gives equal lengths, so timingSafeEqual never throws and leaks no length.
    if (!match || !timingSafeEqual(digest(match[1]), expected)) {
      limiter.recordFailure(request);
      throw new HttpError(401, "UNAUTHORIZED");
    }
  };
}
