import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../app-context.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import { serviceOfApiKey } from "../modules/api-keys/public.ts";
// The limiter is decorated on the app (auth/failed-attempts.ts declares it on FastifyInstance).
import type {} from "./failed-attempts.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by adminKeyGuard: the one service a service key may reach, or null for the platform key (all). */
    adminServiceId?: number | null;
  }
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * The one check of every /api/v1/admin route (an onRequest hook each admin route file adds): the platform key
 * (ADMIN_API_KEY, every service) or a live service key from the console. A file whose routes each check their
 * record with `requireAdminService` passes `"service"`; every other file stays `"platform"`, where a service key
 * gets 403 PLATFORM_KEY_REQUIRED, so a route nobody scoped can never leak another service's records.
 * Wrong keys count against the address's failed-attempt limit.
 */
export function adminKeyGuard(ctx: AppContext, reach: "platform" | "service") {
  const platform = digest(ctx.config.adminApiKey);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limiter = request.server.failedAuthAttempts;
    limiter.assertAllowed(request, reply);
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    // Hashing both sides gives equal lengths, so timingSafeEqual never throws and leaks no length.
    if (key && timingSafeEqual(digest(key), platform)) {
      request.adminServiceId = null;
      return;
    }
    const serviceId = key ? await serviceOfApiKey(ctx.db, key, ctx.now()) : null;
    if (serviceId === null) {
      limiter.recordFailure(request);
      throw new HttpError(401, "UNAUTHORIZED");
    }
    if (reach === "platform") throw new HttpError(403, "PLATFORM_KEY_REQUIRED");
    request.adminServiceId = serviceId;
  };
}

/** Admits the caller's key to one record of a service: 404 (as if it did not exist) for another service's. */
export function requireAdminService(request: FastifyRequest, serviceId: number | null | undefined) {
  const own = request.adminServiceId;
  if (own === undefined) throw new HttpError(401, "UNAUTHORIZED");
  if (own !== null && own !== serviceId) throw notFound();
}

/** The one service a list may show to this key, or null for all (the platform key). */
export function adminServiceScope(request: FastifyRequest): number | null {
  const own = request.adminServiceId;
  if (own === undefined) throw new HttpError(401, "UNAUTHORIZED");
  return own;
}

/** For a route of the whole platform inside a file of service routes (creating a service): 403 for a service key. */
export function requirePlatformKey(request: FastifyRequest) {
  if (adminServiceScope(request) !== null) throw new HttpError(403, "PLATFORM_KEY_REQUIRED");
}
