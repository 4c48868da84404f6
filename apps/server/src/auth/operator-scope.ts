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
    const session = await ctx.operatorAuth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    const operator = session ? await loadConsoleOperator(ctx.db, session.user.id) : null;
    if (!operator || operator.disabled) throw new HttpError(401, "UNAUTHORIZED");
    const allowedBefore = request.routeOptions.config.beforeSecondFactor === true;
    if (operator.platformAdmin && !operator.twoFactorEnabled && !allowedBefore)
      throw new HttpError(403, "TWO_FACTOR_REQUIRED");
    request.consoleOperator = operator;
  };
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
