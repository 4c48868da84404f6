import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
// The cookie methods are @fastify/cookie's (app.ts registers it); its types declare them on Fastify's objects.
import type {} from "@fastify/cookie";

/**
 * The customer session: a signed, HttpOnly cookie naming exactly one assistance request or claim and
 * the link that opened it. The cookie only identifies; whether the session is still alive (link
 * unexpired and not revoked) and what it may reach (the request's or claim's state) is decided on
 * every request by `customer-scope.ts`, because a cookie's Max-Age is only advice to the browser.
 */
export const SESSION_COOKIE = "hitch_session";

export type SessionKind = "assistance" | "claim";
export interface CustomerSession {
  kind: SessionKind;
  id: number;
  /** The link (assistance, claim or case-status link) whose validation set this cookie. */
  linkId: number;
}

/** A session as a request's cookie carries it. */
export interface SessionCookie extends CustomerSession {
  /**
   * When the browser was told to drop this cookie (ms), so a poll knows whether it must send a later one;
   * null for a cookie set before the value carried it.
   */
  cookieExpiresAt: number | null;
}

/**
 * Signed and serialised by @fastify/cookie, but set as the header directly: reply.setCookie queues the
 * cookie for an onSend pass that costs link validation, the busiest route, more than the signature.
 * The browser keeps it until `expiresAt` (the link's expiry, or later while a tow job is live).
 */
export function setCustomerSession(
  reply: FastifyReply,
  config: Config,
  session: CustomerSession,
  expiresAt: Date,
  now: Date,
) {
  const until = Math.floor(expiresAt.getTime() / 1000);
  const value = reply.signCookie(`${session.kind}:${session.id}:${session.linkId}:${until}`);
  reply.header(
    "set-cookie",
    reply.server.serializeCookie(SESSION_COOKIE, value, {
      httpOnly: true,
      sameSite: "lax",
      secure: config.publicUrl.startsWith("https:"),
      path: "/",
      maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
    }),
  );
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Checked session cookies by their raw value, per app (each app has its own signing secret). The same
     * cookie comes back on every poll of a tracking screen and its answer never changes: the HMAC is worked
     * out once per cookie, not once per poll. Bounded, and emptied when full (an attacker's forged values
     * only cost the next poll its HMAC again).
     */
    checkedSessionCookies: Map<string, SessionCookie | null>;
  }
}

const CHECKED_COOKIES_MAX = 10_000;

/** Gives the app its own cache of checked session cookies (see `checkedSessionCookies`). */
export function installSessionCookieCache(app: FastifyInstance) {
  app.decorate("checkedSessionCookies", new Map<string, SessionCookie | null>());
}

/** The cookie's claim, signature checked; whether it still holds is `customer-scope.ts`'s question. */
export function readCustomerSession(request: FastifyRequest): SessionCookie | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const checked = request.server.checkedSessionCookies;
  const known = checked.get(raw);
  if (known !== undefined) return known;
  if (checked.size >= CHECKED_COOKIES_MAX) checked.clear();
  const session = unsignSession(request, raw);
  checked.set(raw, session);
  return session;
}

function unsignSession(request: FastifyRequest, raw: string): SessionCookie | null {
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  // A cookie without a link id predates sessions bound to their link: it can no longer be checked, so it opens nothing.
  const match = /^(assistance|claim):(\d{1,10}):(\d{1,10})(?::(\d{1,12}))?$/.exec(unsigned.value);
  if (!match) return null;
  return {
    kind: match[1] as SessionKind,
    id: Number(match[2]),
    linkId: Number(match[3]),
    cookieExpiresAt: match[4] ? Number(match[4]) * 1000 : null,
  };
}
