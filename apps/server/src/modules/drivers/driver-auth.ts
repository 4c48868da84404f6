import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type DriverRow, drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Db } from "../../db/connect.ts";
import { hashDriverToken } from "./driver-tokens.ts";
// The limiter is decorated on the app (auth/failed-attempts.ts declares it on FastifyInstance).
import type {} from "../../auth/failed-attempts.ts";

// The driver the token guard found, per request (a memo that goes with its request, not app state).
const driverOf = new WeakMap<FastifyRequest, DriverRow>();

/**
 * An onRequest hook admitting `Authorization: Bearer <driver token>`; 401 otherwise. Wrong tokens count
 * against the address's failed-attempt limit (checked first, so a limited address does not reach the database).
 */
export function driverTokenGuard(db: Db) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limiter = request.server.failedAuthAttempts;
    limiter.assertAllowed(request, reply);
    const match = /^Bearer (\S{1,200})$/.exec(request.headers.authorization ?? "");
    // Only hashes are stored, and a lookup by hash leaks nothing about other tokens.
    const [driver] = match
      ? await db
          .select()
          .from(drivers)
          .where(eq(drivers.tokenHash, hashDriverToken(match[1])))
      : [];
    if (!driver) {
      limiter.recordFailure(request);
      throw new HttpError(401, "UNAUTHORIZED");
    }
    driverOf.set(request, driver);
  };
}

export function authenticatedDriver(request: FastifyRequest): DriverRow {
  const driver = driverOf.get(request);
  if (!driver) throw new HttpError(401, "UNAUTHORIZED");
  return driver;
}
