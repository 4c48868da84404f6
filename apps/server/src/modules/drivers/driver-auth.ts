import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type DriverRow, drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Db } from "../../db/connect.ts";
import { readDriverSessionId } from "../../auth/driver-session.ts";
import { hashDriverToken } from "./driver-tokens.ts";
import { driverOfSession } from "./driver-sessions.ts";
// The limiter is decorated on the app (auth/failed-attempts.ts declares it on FastifyInstance).
import type {} from "../../auth/failed-attempts.ts";

// The driver the token guard found, per request (a memo that goes with its request, not app state).
const driverOf = new WeakMap<FastifyRequest, DriverRow>();

async function driverOfToken(db: Db, token: string): Promise<DriverRow | undefined> {
  // Only hashes are stored, and a lookup by hash leaks nothing about other tokens.
  const [driver] = await db
    .select()
    .from(drivers)
    .where(eq(drivers.tokenHash, hashDriverToken(token)));
  return driver;
}

/** The driver a request's bearer token or session cookie speaks for, read afresh (a long stream re-checks it). */
export async function driverOfRequest(db: Db, request: FastifyRequest, now: Date): Promise<DriverRow | null> {
  const match = /^Bearer (\S{1,200})$/.exec(request.headers.authorization ?? "");
  if (match) return (await driverOfToken(db, match[1])) ?? null;
  const sessionId = readDriverSessionId(request);
  return sessionId === null ? null : driverOfSession(db, sessionId, now);
}

/**
 * An onRequest hook admitting `Authorization: Bearer <driver token>` (programs) or the driver app's session
 * cookie (a phone signed in by a driver link); 401 otherwise. Wrong tokens count against the address's
 * failed-attempt limit (checked first, so a limited address does not reach the database).
 */
export function driverTokenGuard(db: Db, now: () => Date = () => new Date()) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limiter = request.server.failedAuthAttempts;
    limiter.assertAllowed(request, reply);
    const driver = await driverOfRequest(db, request, now());
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
