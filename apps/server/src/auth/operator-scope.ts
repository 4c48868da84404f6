import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../app-context.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import { loadConsoleOperator, type ConsoleOperator } from "../modules/operators/public.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in operator, set by operatorGuard on every console route. */
    consoleOperator?: ConsoleOperator;
  }
  interface FastifyContextConfig {
    /** A console route a platform administrator may call before enrolling a second factor (who am I). */
    beforeSecondFactor?: boolean;
    /** A console route a towing-company dispatcher may call (their drivers and jobs); every other is a 404 to them. */
    towingDispatcher?: boolean;
  }
}

/**
 * The one check of every console API route (an onRequest hook each console route file adds): a
 * live better-auth session of an enabled operator, else 401; a platform administrator without a
 * second factor gets 403 TWO_FACTOR_REQUIRED until they enrol. What the operator may reach is then
 * asked per record with `requireService`, and per list with `visibleServiceIds`.
 */
export function operatorGuard(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const operator = await sessionOperator(ctx, request);
    if (!operator) throw new HttpError(401, "UNAUTHORIZED");
    if (operator.disabled) throw new HttpError(401, "ACCOUNT_DISABLED");
    const allowedBefore = request.routeOptions.config.beforeSecondFactor === true;
    if (operator.platformAdmin && !operator.twoFactorEnabled && !allowedBefore)
      throw new HttpError(403, "TWO_FACTOR_REQUIRED");
    // A towing company's dispatcher reaches only the routes that say so: claims, cases, feedback, links and
    // call-backs stay as invisible to them as a service that is not theirs. A route added later is closed too.
    if (operator.towingCompanyId !== null && request.routeOptions.config.towingDispatcher !== true) throw notFound();
    request.consoleOperator = operator;
  };
}

/** The operator whose live session the request carries (disabled or not); null without one. */
export async function sessionOperator(ctx: AppContext, request: FastifyRequest): Promise<ConsoleOperator | null> {
  const session = await ctx.operatorAuth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  return session ? loadConsoleOperator(ctx.db, session.user.id) : null;
}

/** The operator the guard admitted (a route without the guard is a programming error). */
export function operatorOf(request: FastifyRequest): ConsoleOperator {
  if (!request.consoleOperator) throw new HttpError(401, "UNAUTHORIZED");
  return request.consoleOperator;
}

/**
 * Admits the operator to one record of a service: 404 when the service is not theirs (no existence
 * leak, as for customers), 403 READ_ONLY_ROLE when a viewer tries to change it.
 */
export function requireService(request: FastifyRequest, serviceId: number | null, access: "read" | "write") {
  const operator = operatorOf(request);
  if (operator.platformAdmin) return operator;
  const role = serviceId === null ? undefined : operator.roles.get(serviceId);
  if (!role) throw notFound();
  if (access === "write" && role === "VIEWER") throw new HttpError(403, "READ_ONLY_ROLE");
  return operator;
}

/** The services a list may show: null for all (a platform administrator), else the operator's own. */
export function visibleServiceIds(request: FastifyRequest): number[] | null {
  const operator = operatorOf(request);
  return operator.platformAdmin ? null : [...operator.roles.keys()];
}

/**
 * Admits the operator to change a towing company's driver (or to see its phones' sessions, or to give it a job):
 * a platform administrator to any, a dispatcher to their own company's alone. Everyone else, a provider's
 * operator and viewer included, gets 404 as if the driver did not exist: drivers serve every service, so a
 * provider that could rename, sign out or invite one would reach another provider's jobs through that driver.
 */
export function requireDriverWrite(request: FastifyRequest, towingCompanyId: number | null) {
  const operator = operatorOf(request);
  if (operator.platformAdmin) return operator;
  if (operator.towingCompanyId !== null && towingCompanyId === operator.towingCompanyId) return operator;
  throw notFound();
}

/**
 * Admits the operator to the drivers list: a platform administrator and a dispatcher (their company's), and a
 * provider's staff to read it (the board offers and assigns every company's drivers to their requests; a driver
 * busy with another service's request is listed without its position or request). No role: 404.
 */
export function requireDriverRead(request: FastifyRequest) {
  const operator = operatorOf(request);
  if (operator.platformAdmin || operator.towingCompanyId !== null || operator.roles.size > 0) return operator;
  throw notFound();
}

/** The towing company a list of drivers or jobs narrows to: a dispatcher's own, else null (every company). */
export function visibleTowingCompanyId(request: FastifyRequest): number | null {
  return operatorOf(request).towingCompanyId;
}

/**
 * A route of the platform administrators alone (the Operators screen): everyone else gets 404, as if it did
 * not exist. Add it after operatorGuard.
 */
export function platformAdminGuard() {
  return async (request: FastifyRequest) => {
    if (!operatorOf(request).platformAdmin) throw notFound();
  };
}
