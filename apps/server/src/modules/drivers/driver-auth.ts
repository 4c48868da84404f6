import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { type DriverRow, drivers } from "../../db/schema/drivers.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Db } from "../dispatch/public.ts";
import { hashDriverToken } from "./driver-tokens.ts";

const driverOf = new WeakMap<FastifyRequest, DriverRow>();

/** An onRequest hook admitting `Authorization: Bearer <driver token>`; 401 otherwise. */
export function driverTokenGuard(db: Db) {
  return async (request: FastifyRequest) => {
    const match = /^Bearer (\S{1,200})$/.exec(request.headers.authorization ?? "");
    if (!match) throw new HttpError(401, "UNAUTHORIZED");
    // Only hashes are stored, and a lookup by hash leaks nothing about other tokens.
    const [driver] = await db.select().from(drivers).where(eq(drivers.tokenHash, hashDriverToken(match[1])));
    if (!driver) throw new HttpError(401, "UNAUTHORIZED");
    driverOf.set(request, driver);
  };
}

export function authenticatedDriver(request: FastifyRequest): DriverRow {
  const driver = driverOf.get(request);
  if (!driver) throw new HttpError(401, "UNAUTHORIZED");
  return driver;
}
