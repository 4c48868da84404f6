import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { PUBLIC_PREFIX, type AppContext } from "../app-context.ts";
import { HttpError, notFound } from "../http/http-error.ts";
import type { SessionPhase, SessionState } from "./session-state.ts";
import { readCustomerSession, setCustomerSession, type SessionCookie, type SessionKind } from "./session.ts";

export type { SessionPhase } from "./session-state.ts";

/** A session checked against the database for this request: who it is, and how far it still reaches. */
export interface CustomerScope extends SessionCookie, SessionState {}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The narrowest session phase a customer route still answers in; "open" (the default) when absent.
     * "tracking" keeps a live tow job's routes working after its link expired; "outcome" marks what the
     * outcome and case screens read after a claim was filed or a request ended.
     */
    customerAccess?: SessionPhase;
  }
  interface FastifyRequest {
    /** Set by the scope guard before the handler of every route under a scoped prefix. */
    customerScope: CustomerScope | null;
    /**
     * The session check of this request, once started (the guard and the handler ask once between them).
     * A field of the request rather than a WeakMap beside it: weak maps cost the collector on every poll.
     */
    customerSessionCheck: Promise<CustomerScope | null> | null;
  }
}

const REACH: Record<SessionPhase, number> = { open: 3, tracking: 2, outcome: 1 };
export const reaches = (phase: SessionPhase, access: SessionPhase) => REACH[phase] >= REACH[access];

/**
 * A tow job can outlast its link (a link opened late in its 72 hours, a long drive). While the job is
 * live each request pushes the cookie's end this far ahead; the server still ends the session as
 * soon as the job ends, whatever the browser keeps.
 */
const LIVE_JOB_COOKIE_SECONDS = 12 * 3600;
/** A live job's cookie is sent again once the browser would drop it within this time. */
const COOKIE_REFRESH_MARGIN_SECONDS = 6 * 3600;

/**
 * The request's customer session, or null when there is none or it has ended (see session-state.ts).
 * Read once per request. Every customer route that takes a session goes through here.
 */
export function verifyCustomerSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CustomerScope | null> {
  return (request.customerSessionCheck ??= verify(ctx, request, reply));
}

async function verify(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<CustomerScope | null> {
  const session = readCustomerSession(request);
  if (!session) return null;
  const now = ctx.now();
  const state = await ctx.sessionStates(session, now);
  if (!state) return null;
  // The cookie was set to last as long as the link. Only a live job needs it pushed further, and only once
  // the browser's copy nears its end: a poll that re-signed and resent it each time cost the busiest
  // route its HMAC and 150 bytes.
  const keepUntil = now.getTime() + LIVE_JOB_COOKIE_SECONDS * 1000;
  const browserKeepsUntil = session.cookieExpiresAt ?? state.linkExpiresAt.getTime();
  if (state.liveJob && browserKeepsUntil < now.getTime() + COOKIE_REFRESH_MARGIN_SECONDS * 1000) {
    setCustomerSession(reply, ctx.config, session, new Date(keepUntil), now);
  }
  return { ...session, ...state };
}

/** For customer routes outside the scoped prefixes (ids in the query): the live session if it reaches `access`, else 404. */
export async function requireCustomerSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
  id: number,
  access: SessionPhase,
): Promise<CustomerScope> {
  const scope = await verifyCustomerSession(ctx, request, reply);
  // 404 rather than 401/403: a caller without the right session learns nothing about the id.
  if (!scope || scope.kind !== kind || scope.id !== id) throw notFound();
  if (!reaches(scope.phase, access)) throw beyondReach(request, kind);
  return scope;
}

/** The scope the guard verified for this route's `:id`. */
export function customerScopeOf(request: FastifyRequest): CustomerScope {
  if (!request.customerScope) throw notFound();
  return request.customerScope;
}

/** Every route under these prefixes names a request or claim in its `:id` and answers only that one's session. */
const SCOPED_PREFIXES: readonly { prefix: string; kind: SessionKind }[] = [
  { prefix: `${PUBLIC_PREFIX}/assistance-request/`, kind: "assistance" },
  { prefix: `${PUBLIC_PREFIX}/claims/`, kind: "claim" },
];

/** The only paths under a scoped prefix that name no request: operator link creation and the partner page's start. */
const UNSCOPED_PATHS = new Set([
  `${PUBLIC_PREFIX}/assistance-request/link`,
  `${PUBLIC_PREFIX}/assistance-request/full-data-link`,
  `${PUBLIC_PREFIX}/assistance-request/service-link`,
]);

/**
 * The session's own request or claim, on a route its phase no longer reaches: a read is as unknown as
 * a foreign id, a write gets the code the flow already shows for a filed claim or a closed request.
 */
function beyondReach(request: FastifyRequest, kind: SessionKind): HttpError {
  if (request.method === "GET" || request.method === "HEAD") return notFound();
  if (kind === "claim") return new HttpError(409, "CLAIM_NOT_EDITABLE");
  return new HttpError(409, "REQUEST_NOT_EDITABLE");
}

function scopeGuard(ctx: AppContext, kind: SessionKind, access: SessionPhase): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const scope = await verifyCustomerSession(ctx, request, reply);
    // After validation, so `id` is the route's parsed value: a number, or for a few paths the external id.
    const named = String((request.params as { id: unknown }).id);
    if (!scope || scope.kind !== kind || (named !== String(scope.id) && named !== scope.externalId)) throw notFound();
    if (!reaches(scope.phase, access)) throw beyondReach(request, kind);
    request.customerScope = scope;
  };
}

/**
 * Registered once on the root instance before any route: every route added later under a scoped prefix
 * gets the guard as its first preHandler, so a route cannot be added there without it. A route whose
 * id parameter is named otherwise (or a new static path) stops the server at start.
 */
export function installCustomerScopeGuard(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest("customerScope", null);
  app.decorateRequest("customerSessionCheck", null);
  app.addHook("onRoute", (route) => {
    const scoped = SCOPED_PREFIXES.find(({ prefix }) => route.url.startsWith(prefix));
    if (!scoped || UNSCOPED_PATHS.has(route.url)) return;
    const idSegment = route.url.slice(scoped.prefix.length).split("/")[0];
    if (idSegment !== ":id") {
      throw new Error(
        `${String(route.method)} ${route.url}: routes under ${scoped.prefix} name the ${scoped.kind} ':id', which the scope guard checks`,
      );
    }
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [scopeGuard(ctx, scoped.kind, route.config?.customerAccess ?? "open"), ...own];
  });
}
