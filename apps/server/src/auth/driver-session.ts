import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
// The cookie methods are @fastify/cookie's (app.ts registers it); its types declare them on Fastify's objects.
import type {} from "@fastify/cookie";

/**
 * The driver session: a signed, HttpOnly cookie naming one driver_sessions row (one phone). The row, not
 * the cookie, says whether the session still holds (modules/drivers/driver-sessions.ts), so an operator
 * can end it. Scoped to the driver API's path: the customer's pages never send it.
 */
export const DRIVER_COOKIE = "hitch_driver";
const COOKIE_PATH = "/api/v1/driver";

export function setDriverSession(reply: FastifyReply, config: Config, sessionId: number, expiresAt: Date, now: Date) {
  void reply.setCookie(DRIVER_COOKIE, `${sessionId}`, {
    signed: true,
    httpOnly: true,
    sameSite: "strict",
    secure: config.publicUrl.startsWith("https:"),
    path: COOKIE_PATH,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

/** The session id the cookie names, signature checked; null without a valid cookie. */
export function readDriverSessionId(request: FastifyRequest): number | null {
  const raw = request.cookies[DRIVER_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null || !/^\d{1,10}$/.test(unsigned.value)) return null;
  return Number(unsigned.value);
}
